import Link from 'next/link';
import { DATA_PROTECTION_BOARD_URL, PRIVACY_NOTICE_UPDATED, PRIVACY_SECTIONS, type PrivacySectionId } from '@/lib/privacy/notice';
import { retentionItems, type RetentionSettings } from '@/lib/privacy/retention';
import { CONSENT_LABELS, CONSENT_PURPOSES } from '@/lib/privacy/consents';
import { formatCalendarDay } from '@/lib/time/india';
import { PageHero } from '@/components/marketing/page-hero';
import { MarketingSection, SectionHeading } from '@/components/marketing/section-heading';

// The Privacy page: the notice of the DPDP Act 2023 and its Rules, in plain words. Server-rendered, no script: the
// retention table comes from the same settings the purge jobs keep (lib/privacy/retention.ts); the contents are
// plain jump links to the headings (components/layout/scroll-to-top.tsx leaves an in-page jump where it lands).

interface PrivacyPageProps {
  brand: string;
  grievanceOfficer: { name: string; email: string };
  retention: RetentionSettings;
}

const titleOf = (id: PrivacySectionId) => PRIVACY_SECTIONS.find((section) => section.id === id)!.title;

function Contents() {
  return (
    <nav aria-labelledby="privacy-contents" className="mx-auto max-w-2xl px-4 pt-2">
      <div className="rounded-2xl border border-border bg-card px-4 py-3 shadow-sm">
        <h2 id="privacy-contents" className="text-sm font-semibold uppercase tracking-[0.1em] text-slate-500">
          Contents
        </h2>
        <ol className="mt-1 list-decimal pl-5 text-[15px] marker:text-slate-500">
          {PRIVACY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a className="flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline" href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function RetentionTable({ settings }: { settings: RetentionSettings }) {
  return (
    <ul className="space-y-3" aria-label="What we collect">
      {retentionItems(settings).map((item) => (
        <li key={item.what} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
          <p className="text-[15px] font-semibold leading-snug text-slate-900">{item.what}</p>
          <dl className="mt-2 grid gap-1.5 text-sm leading-relaxed text-slate-700 min-[400px]:grid-cols-[7.5rem_1fr] min-[400px]:gap-x-3">
            <dt className="font-medium text-slate-500">Why</dt>
            <dd>{item.purpose}</dd>
            <dt className="font-medium text-slate-500">How long</dt>
            <dd>{item.kept}</dd>
            <dt className="font-medium text-slate-500">Who receives it</dt>
            <dd>{item.receivers}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const linkClass = 'font-medium text-primary underline underline-offset-2';

function Grievance({ officer }: { officer: PrivacyPageProps['grievanceOfficer'] }) {
  return (
    <>
      <p className="text-[15px] leading-relaxed text-slate-700">
        Our grievance officer, <strong className="font-semibold text-slate-900">{officer.name}</strong>, answers questions and
        complaints about your personal data at{' '}
        <a className={linkClass} href={`mailto:${officer.email}`}>
          {officer.email}
        </a>
        , within the period the Digital Personal Data Protection Rules set (90 days at most).
      </p>
      <p className="mt-3 text-[15px] leading-relaxed text-slate-700">
        If our answer does not settle it, you can complain to the{' '}
        <a className={linkClass} href={DATA_PROTECTION_BOARD_URL} target="_blank" rel="noopener noreferrer">
          Data Protection Board of India<span className="sr-only"> (opens in a new tab)</span>
        </a>
        , online through the Board’s website. The Act asks you to write to our grievance officer first.
      </p>
    </>
  );
}

function Rights({ grievanceEmail }: { grievanceEmail: string }) {
  const mail = (
    <a className={linkClass} href={`mailto:${grievanceEmail}`}>
      {grievanceEmail}
    </a>
  );
  return (
    <ul className="space-y-3 text-[15px] leading-relaxed text-slate-700">
      <li>
        <strong className="text-slate-900">See what we hold.</strong> ‘Download my data’ on your{' '}
        <Link prefetch={false} className={linkClass} href="/profile">
          profile
        </Link>{' '}
        e-mails you a link to one file with everything we hold about you, including who at GHomes looked at it and when. The
        link works once, for 24 hours.
      </li>
      <li>
        <strong className="text-slate-900">Correct it.</strong> Edit your tenant profile on your{' '}
        <Link prefetch={false} className={linkClass} href="/profile">
          profile
        </Link>
        ; for your name, e-mail address or phone number, write to {mail}.
      </li>
      <li>
        <strong className="text-slate-900">Erase it.</strong> ‘Delete my account’ on your profile. You have 48 hours to change
        your mind with the link we e-mail you; then it is final: your upcoming visits are cancelled, your open offers
        withdrawn, and everything else removed. We keep only what the other party of a deal needs (an offer you sent, a visit
        that happened), without your name, e-mail address or phone number, and you can register again with them.
      </li>
      <li>
        <strong className="text-slate-900">Name someone to act for you</strong> if you cannot, by writing to {mail}.
      </li>
    </ul>
  );
}

function Withdrawal() {
  return (
    <>
      <p className="text-[15px] leading-relaxed text-slate-700">
        Withdrawing is as easy as giving: each of these is a switch on your{' '}
        <Link prefetch={false} className={linkClass} href="/profile">
          profile
        </Link>
        , takes effect at once (a message of that kind already waiting to go is not sent), and every change is kept in a log
        you can read there.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-[15px] leading-relaxed text-slate-700">
        {CONSENT_PURPOSES.map((purpose) => (
          <li key={purpose}>
            <span className="font-medium text-slate-900">{CONSENT_LABELS[purpose].title}</span>: {CONSENT_LABELS[purpose].description}
          </li>
        ))}
      </ul>
    </>
  );
}

export function PrivacyPage({ brand, grievanceOfficer, retention }: PrivacyPageProps) {
  return (
    <>
      <PageHero
        eyebrow="Privacy"
        title="Your data, in plain words"
        intro={`What ${brand} collects about you, why, how long we keep it, who receives it, and how you take it back. We sell nobody your data and show owners and security desks only what a visit or an offer needs.`}
      />
      <p className="mx-auto max-w-2xl px-4 text-sm text-slate-600" data-testid="privacy-updated">
        Last updated <time dateTime={PRIVACY_NOTICE_UPDATED}>{formatCalendarDay(PRIVACY_NOTICE_UPDATED)}</time>
      </p>
      <Contents />
      <MarketingSection labelledBy="privacy-what">
        <SectionHeading id="privacy-what" title={titleOf('privacy-what')} />
        <RetentionTable settings={retention} />
      </MarketingSection>
      <MarketingSection labelledBy="privacy-consent">
        <SectionHeading id="privacy-consent" title={titleOf('privacy-consent')} />
        <Withdrawal />
      </MarketingSection>
      <MarketingSection labelledBy="privacy-rights">
        <SectionHeading id="privacy-rights" title={titleOf('privacy-rights')} />
        <Rights grievanceEmail={grievanceOfficer.email} />
      </MarketingSection>
      <MarketingSection labelledBy="privacy-grievance" className="pb-10">
        <SectionHeading id="privacy-grievance" title={titleOf('privacy-grievance')} />
        <Grievance officer={grievanceOfficer} />
      </MarketingSection>
    </>
  );
}
