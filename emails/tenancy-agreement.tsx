// News of a tenancy's rent agreement for one of its parties: the other side agreed, both agreed, or the terms changed
// into a new version to agree again. A React component whose default props are preview data; inline styles and a
// table layout.
// Every text in the reader's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { EmailFrame } from './frame';
import { ownerCopy } from './owner-copy';

export type TenancyAgreementEvent = 'other_agreed' | 'both_agreed' | 'new_version' | 'reminder';

export interface TenancyAgreementProps {
  firstName?: string;
  event?: TenancyAgreementEvent;
  /** 'the owner' or 'the tenant': the other side, as this person calls them. */
  otherSide?: string;
  home?: string;
  societyName?: string;
  version?: number;
  link?: string;
  brandName?: string;
  siteUrl?: string;
  /** The reader's language (owners.language or profiles.language when the message was queued). */
  locale?: Locale;
}

const preview = {
  firstName: 'Asha',
  event: 'other_agreed' as TenancyAgreementEvent,
  otherSide: 'the owner',
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  societyName: 'Prestige Lakeside Habitat',
  version: 1,
  link: 'http://localhost:3000/tenancy/00000000-0000-4000-8000-000000000000',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: TenancyAgreementProps) => ({ ...preview, ...props });

const headline = (event: TenancyAgreementEvent, locale: Locale | undefined) => ownerCopy(locale, 'agreement')(`headline.${event}`);

/** The other side in the reader's language: the data carries it as English words ('the owner', 'the tenant'). */
function otherSideIn(t: ReturnType<typeof ownerCopy>, otherSide: string, locale: Locale | undefined, capital: boolean): string {
  if (locale && locale !== 'en' && (otherSide === 'the owner' || otherSide === 'the tenant')) return t(otherSide === 'the owner' ? 'owner' : 'tenant');
  return capital ? `${otherSide[0]!.toUpperCase()}${otherSide.slice(1)}` : otherSide;
}

function sentence(props: TenancyAgreementProps): string {
  const { event, otherSide, home, societyName, version, locale } = fill(props);
  const t = ownerCopy(locale, 'agreement');
  const values = { home, society: societyName, version };
  if (event === 'other_agreed') return t('sentence.otherAgreed', { ...values, other: otherSideIn(t, otherSide, locale, true) });
  if (event === 'reminder') return t('sentence.reminder', values);
  if (event === 'both_agreed') return t('sentence.bothAgreed', { ...values, other: otherSideIn(t, otherSide, locale, false) });
  return t('sentence.newVersion', values);
}

export function tenancyAgreementSubject(props: TenancyAgreementProps = {}): string {
  const { event, societyName, locale } = fill(props);
  return `${headline(event, locale)}: ${societyName}`;
}

export function tenancyAgreementText(props: TenancyAgreementProps = {}): string {
  const { firstName, link, brandName, siteUrl, locale } = fill(props);
  const common = ownerCopy(locale, 'common');
  return [common('greeting', { name: firstName }), '', sentence(props), link, '', common('footer', { brand: brandName, site: siteUrl })].join('\n');
}

export function tenancyAgreementWhatsApp(props: TenancyAgreementProps = {}): string {
  const { brandName, link } = fill(props);
  return `${brandName}: ${sentence(props)} ${link}`;
}

export default function TenancyAgreementEmail(props: TenancyAgreementProps) {
  const { firstName, event, link, brandName, siteUrl, locale } = fill(props);
  return (
    <EmailFrame title={tenancyAgreementSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{headline(event, locale)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{ownerCopy(locale, 'common')('lead', { name: firstName, text: sentence(props) })}</p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              {ownerCopy(locale, 'agreement')('button')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
