// Label and value pairs in two columns, the value to the right: the tenancy page's terms and the deposit card's facts.

export type FactRow = [label: string, value: string];

export function FactRows({ rows, columns, testId }: { rows: FactRow[]; columns: string; testId: string }) {
  return (
    <dl className={`grid ${columns} gap-x-3 gap-y-2 text-sm`} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
