// News of a tenancy's condition report for one of its parties: the tenant sent it (to the owner), the owner commented
// (to the tenant), or the owner confirmed it and it is locked (to the tenant). A React component whose default props
// are preview data; inline styles and a table layout.
// Every text in the reader's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { EmailFrame } from './frame';
import { ownerCopy } from './owner-copy';

export type TenancyReportEvent = 'sent' | 'commented' | 'locked';

export interface TenancyReportProps {
  firstName?: string;
  event?: TenancyReportEvent;
  /** 'move-in' or 'move-out'. */
  report?: string;
  home?: string;
  societyName?: string;
  /** The owner's comment, for 'commented'. */
  comment?: string;
  link?: string;
  brandName?: string;
  siteUrl?: string;
  /** The reader's language (owners.language or profiles.language when the message was queued). */
  locale?: Locale;
}

const preview = {
  firstName: 'Ravi',
  event: 'sent' as TenancyReportEvent,
  report: 'move-in',
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  societyName: 'Prestige Lakeside Habitat',
  comment: '',
  link: 'http://localhost:3000/tenancy/00000000-0000-4000-8000-000000000000/report/move-in',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: TenancyReportProps) => ({ ...preview, ...props });

/** The report's kind in the reader's language: the data carries its slug ('move-in', 'move-out'). */
function reportIn(t: ReturnType<typeof ownerCopy>, report: string, locale: Locale | undefined): string {
  if (locale && locale !== 'en' && (report === 'move-in' || report === 'move-out')) return t(report === 'move-in' ? 'moveIn' : 'moveOut');
  return report;
}

function headline(props: TenancyReportProps): string {
  const { event, report, locale } = fill(props);
  const t = ownerCopy(locale, 'report');
  return t(`headline.${event}`, { report: reportIn(t, report, locale) });
}

function sentence(props: TenancyReportProps): string {
  const { event, report, home, societyName, comment, locale } = fill(props);
  const t = ownerCopy(locale, 'report');
  return t(`sentence.${event}`, { report: reportIn(t, report, locale), home, society: societyName, comment });
}

export function tenancyReportSubject(props: TenancyReportProps = {}): string {
  return `${headline(props)}: ${fill(props).societyName}`;
}

export function tenancyReportText(props: TenancyReportProps = {}): string {
  const { firstName, link, brandName, siteUrl, locale } = fill(props);
  const common = ownerCopy(locale, 'common');
  return [common('greeting', { name: firstName }), '', sentence(props), link, '', common('footer', { brand: brandName, site: siteUrl })].join('\n');
}

export function tenancyReportWhatsApp(props: TenancyReportProps = {}): string {
  const { brandName, link } = fill(props);
  return `${brandName}: ${sentence(props)} ${link}`;
}

export default function TenancyReportEmail(props: TenancyReportProps) {
  const { firstName, link, brandName, siteUrl, locale } = fill(props);
  return (
    <EmailFrame title={tenancyReportSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{headline(props)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{ownerCopy(locale, 'common')('lead', { name: firstName, text: sentence(props) })}</p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              {ownerCopy(locale, 'report')('button')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
