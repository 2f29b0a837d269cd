import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConditionReportEditor } from '@/components/tenancies/report-editor';
import { REPORT_KIND_LABELS, reportKindOfSlug } from '@/lib/tenancies/condition-report';
import { isUuid } from '@/lib/slugs';
import { requireUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { conditionReportPage } from '@/server/tenancies/condition-reports';
import { pageLocale } from '@/server/i18n/page-locale';

// /tenancy/{id}/report/{move-in|move-out}: a tenancy's condition report for its tenant and its owner
// (docs/move-in.md "The condition reports"), never indexed; 404 for anyone else.

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: 'Condition report', path: '/tenancy', noIndex: true });

export default async function ConditionReportRoute({ params }: { params: Promise<{ tenancyId: string; kind: string }> }) {
  await pageLocale(params);
  const { tenancyId, kind: slug } = await params;
  const user = await requireUser(`/tenancy/${tenancyId}/report/${slug}`);
  const kind = reportKindOfSlug(slug);
  const page = kind && isUuid(tenancyId) ? await conditionReportPage(user.id, tenancyId, kind) : null;
  if (!page || !kind) notFound();
  return (
    <div className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <Link href={`/tenancy/${tenancyId}`} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
        Back to the tenancy
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-foreground">{REPORT_KIND_LABELS[kind]}</h1>
        <p className="text-sm text-muted-foreground">{page.home}</p>
      </div>
      {page.state === 'open' ? (
        <ConditionReportEditor initial={page.report} />
      ) : (
        <p role="status" className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="report-not-open">
          {page.state === 'not_open' ? 'The condition report opens once you both agree to the rent agreement.' : 'The move-out report has not been started yet. Start it from the tenancy page.'}
        </p>
      )}
    </div>
  );
}
