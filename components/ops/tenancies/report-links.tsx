import { REPORT_KIND_LABELS, REPORT_KIND_SLUGS, REPORT_KINDS, type ReportKind, type ReportStateSummary } from '@/lib/tenancies/condition-report';

// The desk's links to a tenancy's condition reports (server component): each opens the report's PDF with its photos
// through the desk's audited route (docs/move-in.md "The condition reports").

const STATUS_WORDS: Record<ReportStateSummary['status'], string> = { none: 'not started', draft: 'being filled in', sent: 'with the owner', locked: 'locked' };

export function DeskReportLinks({ tenancyId, reports }: { tenancyId: string; reports: Record<ReportKind, ReportStateSummary> }) {
  const started = REPORT_KINDS.filter((kind) => reports[kind].status !== 'none');
  if (!started.length) return null;
  return (
    <>
      {started.map((kind) => (
        <a key={kind} href={`/api/ops/tenancies/${tenancyId}/reports/${REPORT_KIND_SLUGS[kind]}`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4" data-testid={`desk-report-${kind}`}>
          {REPORT_KIND_LABELS[kind]} report ({STATUS_WORDS[reports[kind].status]})
        </a>
      ))}
    </>
  );
}
