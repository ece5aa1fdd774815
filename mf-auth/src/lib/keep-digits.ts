/** What a number field keeps of what was typed or pasted: digits only, at most `maxLength`. */
export function keepDigits(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}
