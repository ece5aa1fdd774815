// The options of a select from a list: plain strings (the value is the label) or value/label pairs.
export type SelectOptionItem = string | { value: string; label: string };

export function SelectOptions({ options }: { options: readonly SelectOptionItem[] }) {
  return (
    <>
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
