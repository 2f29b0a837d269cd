import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { clientCopy } from '@/components/i18n/client-copy';
import { CopyScope } from '@/components/i18n/copy-scope';
import { ConditionReportEditor } from '@/components/tenancies/report-editor';
import { reportKindOfSlug } from '@/lib/tenancies/condition-report';
import { localePath } from '@/lib/i18n/locales';
import { isUuid } from '@/lib/slugs';
import { requireUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { conditionReportPage } from '@/server/tenancies/condition-reports';
import { pageLocale } from '@/server/i18n/page-locale';

// /tenancy/{id}/report/{move-in|move-out}: a tenancy's condition report for its tenant and its owner
// (docs/move-in.md "The condition reports"), never indexed; 404 for anyone else.

export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params: Promise<{ locale: string; tenancyId: string; kind: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('tenancy');
  return pageMetadata({ title: t('reportPage.title'), path: '/tenancy', noIndex: true, locale });
}

export default async function ConditionReportRoute({ params }: { params: Promise<{ tenancyId: string; kind: string }> }) {
  const locale = await pageLocale(params);
  const { tenancyId, kind: slug } = await params;
  const user = await requireUser(localePath(locale, `/tenancy/${tenancyId}/report/${slug}`));
  const t = await getTranslations('tenancy');
  const kind = reportKindOfSlug(slug);
  const page = kind && isUuid(tenancyId) ? await conditionReportPage(user.id, tenancyId, kind) : null;
  if (!page || !kind) notFound();
  return (
    <div className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <Link href={localePath(locale, `/tenancy/${tenancyId}`)} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
        {t('reportPage.back')}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-foreground">{t(kind === 'move_in' ? 'reportPage.moveIn' : 'reportPage.moveOut')}</h1>
        <p className="text-sm text-muted-foreground">{page.home}</p>
      </div>
      {page.state === 'open' ? (
        <CopyScope copy={await clientCopy('tenancy')}>
          <ConditionReportEditor initial={page.report} />
        </CopyScope>
      ) : (
        <p role="status" className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="report-not-open">
          {page.state === 'not_open' ? t('reportPage.notOpen') : t('reportPage.notStarted')}
        </p>
      )}
    </div>
  );
}
