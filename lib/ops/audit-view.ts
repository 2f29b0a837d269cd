// How the audit page reads a row's before and after: one line per field, values as short text, so a reader sees
// 'role: agent → manager' instead of two JSON documents. Fields that did not change stay as context (which
// society's desk, whose e-mail), shown once.

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const VALUE_MAX = 120;

function showValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.length ? value.map((item) => showValue(item) ?? '—').join(', ') : 'none';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** Every field of before and after, in the order they first appear, with whether it changed. */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = showValue(before?.[field]);
    const is = showValue(after?.[field]);
    return { field, before: was, after: is, changed: was !== is };
  });
}
