import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { EDITABLE_SUBMISSION_STATUSES, type HomeSubmissionStatus } from '@/lib/owners/home-submission';

// The homes an owner added that are not live yet, on /owner/homes (server component): each with where it stands
// and the team's note, opened to finish or change it.

export interface SubmissionSummary {
  id: string;
  status: HomeSubmissionStatus;
  societyName: string;
  unit: string;
  deskNote: string | null;
}

export function SubmissionList({ submissions }: { submissions: SubmissionSummary[] }) {
  const t = useTranslations('homes');
  const locale = useLocale() as Locale;
  if (!submissions.length) return null;
  return (
    <section aria-labelledby="owner-submissions-heading" className="space-y-2">
      <h2 id="owner-submissions-heading" className="text-lg font-semibold">
        {t('submissions.heading')}
      </h2>
      <ul className="space-y-2" data-testid="owner-submissions">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <Link href={localePath(locale, `/owner/homes/new?home=${submission.id}`)} className="block min-h-11 rounded-xl border border-border bg-card p-4 hover:border-primary/60">
              <span className="block font-medium">
                {submission.unit} · {submission.societyName}
              </span>
              <span className="block text-sm text-muted-foreground">{t(`submissionStatus.${submission.status}`)}</span>
              {submission.deskNote ? <span className="mt-1 block text-sm">{t('submissions.teamNote', { note: submission.deskNote })}</span> : null}
              {EDITABLE_SUBMISSION_STATUSES.includes(submission.status) ? <span className="mt-1 block text-sm font-medium text-primary">{t('submissions.finish')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
