import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { DATA_PROTECTION_BOARD_URL, PRIVACY_NOTICE_UPDATED, PRIVACY_SECTIONS, type PrivacySectionId } from '@/lib/privacy/notice';
import type { RetentionSettings } from '@/lib/privacy/retention';
import { CONSENT_PURPOSES } from '@/lib/privacy/consents';
import { localeCalendarDay } from '@/lib/time/locale-day';
import { markedText } from '@/components/marketing/marked-text';
import { PageHero } from '@/components/marketing/page-hero';
import { MarketingSection, SectionHeading } from '@/components/marketing/section-heading';
import { retentionRows } from './retention-rows';

// The Privacy page: the notice of the DPDP Act 2023 and its Rules, in plain words. Server-rendered, no script: the
// retention table comes from the same settings the purge jobs keep (lib/privacy/retention.ts); the contents are
// plain jump links to the headings (components/layout/scroll-to-top.tsx leaves an in-page jump where it lands).

interface PrivacyPageProps {
  brand: string;
  grievanceOfficer: { name: string; email: string };
  retention: RetentionSettings;
}

type T = ReturnType<typeof useTranslations<'info.privacy'>>;

/** A part's title: info.privacy.sections.<id without 'privacy-'> (lib/privacy/notice.ts keeps the English). */
const titleOf = (id: PrivacySectionId, t: T) => t(`sections.${id.replace('privacy-', '') as 'what' | 'consent' | 'rights' | 'grievance'}`);

function Contents({ t }: { t: T }) {
  return (
    <nav aria-labelledby="privacy-contents" className="mx-auto max-w-2xl px-4 pt-2">
      <div className="rounded-2xl border border-border bg-card px-4 py-3 shadow-sm">
        <h2 id="privacy-contents" className="text-sm font-semibold uppercase tracking-[0.1em] text-slate-500">
          {t('contents')}
        </h2>
        <ol className="mt-1 list-decimal pl-5 text-[15px] marker:text-slate-500">
          {PRIVACY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a className="flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline" href={`#${section.id}`}>
                {titleOf(section.id, t)}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function RetentionTable({ settings, t }: { settings: RetentionSettings; t: T }) {
  const retention = useTranslations('info.privacy.retention');
  return (
    <ul className="space-y-3" aria-label={t('table.label')}>
      {retentionRows(settings, retention).map((item) => (
        <li key={item.what} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
          <p className="text-[15px] font-semibold leading-snug text-slate-900">{item.what}</p>
          <dl className="mt-2 grid gap-1.5 text-sm leading-relaxed text-slate-700 min-[400px]:grid-cols-[7.5rem_1fr] min-[400px]:gap-x-3">
            <dt className="font-medium text-slate-500">{t('table.why')}</dt>
            <dd>{item.purpose}</dd>
            <dt className="font-medium text-slate-500">{t('table.howLong')}</dt>
            <dd>{item.kept}</dd>
            <dt className="font-medium text-slate-500">{t('table.receivers')}</dt>
            <dd>{item.receivers}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const linkClass = 'font-medium text-primary underline underline-offset-2';

function Grievance({ officer, t }: { officer: PrivacyPageProps['grievanceOfficer']; t: T }) {
  const newTab = useTranslations('info')('newTab');
  return (
    <>
      <p className="text-[15px] leading-relaxed text-slate-700">
        {markedText(t('grievance.officer', { name: officer.name, email: officer.email }), (part) =>
          part === officer.email ? (
            <a className={linkClass} href={`mailto:${officer.email}`}>
              {part}
            </a>
          ) : (
            <strong className="font-semibold text-slate-900">{part}</strong>
          ),
        )}
      </p>
      <p className="mt-3 text-[15px] leading-relaxed text-slate-700">
        {markedText(t('grievance.board'), (part) => (
          <a className={linkClass} href={DATA_PROTECTION_BOARD_URL} target="_blank" rel="noopener noreferrer">
            {part}
            <span className="sr-only">{` ${newTab}`}</span>
          </a>
        ))}
      </p>
    </>
  );
}

/** A sentence with its [profile] link and [e-mail] address drawn as links. */
function Linked({ text, email }: { text: string; email: string }) {
  const locale = useLocale() as Locale;
  return markedText(text, (part) =>
    part === email ? (
      <a className={linkClass} href={`mailto:${email}`}>
        {part}
      </a>
    ) : (
      <Link prefetch={false} className={linkClass} href={localePath(locale, '/profile')}>
        {part}
      </Link>
    ),
  );
}

function Rights({ grievanceEmail, t }: { grievanceEmail: string; t: T }) {
  const right = (key: 'see' | 'correct' | 'erase' | 'name') => (
    <li key={key}>
      <strong className="text-slate-900">{t(`rights.${key}Title`)}</strong> <Linked text={t(`rights.${key}`, { email: grievanceEmail })} email={grievanceEmail} />
    </li>
  );
  return <ul className="space-y-3 text-[15px] leading-relaxed text-slate-700">{(['see', 'correct', 'erase', 'name'] as const).map(right)}</ul>;
}

function Withdrawal({ t }: { t: T }) {
  return (
    <>
      <p className="text-[15px] leading-relaxed text-slate-700">
        <Linked text={t('withdrawal')} email="" />
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-[15px] leading-relaxed text-slate-700">
        {CONSENT_PURPOSES.map((purpose) => (
          <li key={purpose}>
            <span className="font-medium text-slate-900">{t(`consents.${purpose}Title`)}</span>: {t(`consents.${purpose}Text`)}
          </li>
        ))}
      </ul>
    </>
  );
}

export function PrivacyPage({ brand, grievanceOfficer, retention }: PrivacyPageProps) {
  const t = useTranslations('info.privacy');
  const locale = useLocale() as Locale;
  const updated = <time dateTime={PRIVACY_NOTICE_UPDATED}>{localeCalendarDay(PRIVACY_NOTICE_UPDATED, locale)}</time>;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} intro={t('intro', { brand })} />
      <p className="mx-auto max-w-2xl px-4 text-sm text-slate-600" data-testid="privacy-updated">
        {markedText(t('updated', { date: '[]' }), () => updated)}
      </p>
      <Contents t={t} />
      <MarketingSection labelledBy="privacy-what">
        <SectionHeading id="privacy-what" title={titleOf('privacy-what', t)} />
        <RetentionTable settings={retention} t={t} />
      </MarketingSection>
      <MarketingSection labelledBy="privacy-consent">
        <SectionHeading id="privacy-consent" title={titleOf('privacy-consent', t)} />
        <Withdrawal t={t} />
      </MarketingSection>
      <MarketingSection labelledBy="privacy-rights">
        <SectionHeading id="privacy-rights" title={titleOf('privacy-rights', t)} />
        <Rights grievanceEmail={grievanceOfficer.email} t={t} />
      </MarketingSection>
      <MarketingSection labelledBy="privacy-grievance" className="pb-10">
        <SectionHeading id="privacy-grievance" title={titleOf('privacy-grievance', t)} />
        <Grievance officer={grievanceOfficer} t={t} />
      </MarketingSection>
    </>
  );
}
