import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { auditChanges } from '@/lib/ops/audit-view';
import { formatIndiaTimestamp } from '@/lib/time/india';

export interface AuditRow {
  id: number;
  actor_email: string;
  action: string;
  table_name: string;
  row_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  client_address: string | null;
  created_at: Date;
}

/** One audit row: when, who (and from where), what on which row, and what changed, field by field. */
export function AuditEntry({ row }: { row: AuditRow }) {
  const changes = auditChanges(row.before, row.after);
  return (
    <article className="space-y-2 rounded-xl border bg-card p-4 shadow-sm" aria-label={`${row.action} by ${row.actor_email}`}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={row.action === 'view' ? 'grey' : 'blue'}>{row.action}</Badge>
        <span className="text-sm font-medium break-all">{row.actor_email}</span>
        <time className="text-xs text-muted-foreground" dateTime={row.created_at.toISOString()}>
          {formatIndiaTimestamp(row.created_at)}
        </time>
        {row.client_address ? <span className="text-xs text-muted-foreground">from {row.client_address}</span> : null}
      </header>
      <p className="text-xs text-muted-foreground break-all">
        {row.table_name} · {row.row_id} · #{row.id}
      </p>
      {changes.length ? (
        <dl className="space-y-1 text-sm">
          {changes.map((change) => (
            <div key={change.field} className="flex flex-wrap items-baseline gap-x-2">
              <dt className={change.changed ? 'font-medium' : 'text-muted-foreground'}>{change.field}:</dt>
              {change.changed ? (
                <dd className="flex flex-wrap items-baseline gap-x-1 break-all">
                  {change.before !== null ? <span className="text-muted-foreground line-through decoration-muted-foreground/60">{change.before}</span> : null}
                  {change.before !== null && change.after !== null ? <ArrowRight className="size-3.5 self-center" aria-label="became" /> : null}
                  {change.after !== null ? <span>{change.after}</span> : <span className="text-muted-foreground">(cleared)</span>}
                </dd>
              ) : (
                <dd className="break-all text-muted-foreground">{change.after}</dd>
              )}
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
