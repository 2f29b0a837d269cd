import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { auditChanges } from '@/lib/ops/audit-view';
import { formatIndiaTimestamp } from '@/lib/time/india';

export interface AuditRow {
  id: number;
  actor_id: string | null;
  actor_email: string;
  action: string;
  table_name: string;
  row_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  client_address: string | null;
  created_at: Date;
}

interface AuditEntryProps {
  row: AuditRow;
  /** The action in words ('Accepted an offer'); the code is shown beside it. */
  actionWords: string;
  /** Who: 'Ana Rao (ana@ghomes.in)', 'Command line'. */
  actorLabel: string;
  /** The record: 'Kavya Nair, tenant profile'. */
  recordLabel: string;
}

/** One audit row: when (India time), who (and from where), what on which record, and what changed, field by field. */
export function AuditEntry({ row, actionWords, actorLabel, recordLabel }: AuditEntryProps) {
  const changes = auditChanges(row.before, row.after);
  return (
    <article className="space-y-2 rounded-xl border bg-card p-4 shadow-sm" aria-label={`${actionWords}: ${recordLabel}, by ${actorLabel}`} data-action={row.action}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={row.action === 'view' ? 'grey' : 'blue'}>{actionWords}</Badge>
        <span className="text-sm font-medium break-all">{actorLabel}</span>
        <time className="text-xs text-muted-foreground" dateTime={row.created_at.toISOString()}>
          {formatIndiaTimestamp(row.created_at)}
        </time>
        {row.client_address ? <span className="text-xs text-muted-foreground">from {row.client_address}</span> : null}
      </header>
      <p className="text-sm font-medium break-words" data-testid="audit-record">
        {recordLabel}
      </p>
      <p className="text-xs text-muted-foreground break-all">
        <span className="font-mono">{row.action}</span> · {row.table_name} · {row.row_id} · #{row.id}
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
