// Placeholders in a message read in the browser: '{count} homes' with { count: 3 }. The browser's copy of a
// message is the plain string of the message files (no ICU plurals or selects there: a unit test keeps the
// namespaces the browser reads to `{name}` placeholders), so this is all the formatting it needs.

export type FillValues = Readonly<Record<string, string | number>>;

export function fill(template: string, values?: FillValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
