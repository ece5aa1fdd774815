// One way to turn a name into a URL slug, used for every landing URL and car URL: lower case,
// accents dropped, anything that is not a letter or digit becomes one hyphen.
//   'Maruti Suzuki' -> 'maruti-suzuki', 'Mercedes-Benz' -> 'mercedes-benz', 'SUV' -> 'suv'

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
