// How the audit page reads a row's before and after: one line per field that changed (or was set or cleared),
// values as short text, so a reader sees 'role: agent → manager' instead of two JSON documents.

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

const VALUE_MAX = 120;

function showValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.length ? value.map((item) => showValue(item) ?? '—').join(', ') : 'none';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** The fields that differ between before and after, in the order they first appear. */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: showValue(before?.[field]), after: showValue(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
