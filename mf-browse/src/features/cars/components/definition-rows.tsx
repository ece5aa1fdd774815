// Labelled values as the rows of a description list (a card's facts, the car page's overview).
export interface LabelledValue {
  label: string;
  value: string;
}

export function DefinitionRows({ rows }: { rows: readonly LabelledValue[] }) {
  return (
    <>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </>
  );
}
