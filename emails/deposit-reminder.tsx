// A reminder to a tenancy's owner that the deposit is due back (3 days before the due day, and on it or after),
// while no return is recorded. A React component whose default props are preview data; inline styles and a table
// layout.
// Every text in the reader's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { EmailFrame } from './frame';
import { ownerCopy } from './owner-copy';

export type DepositReminderEvent = 'before_due' | 'due';

export interface DepositReminderProps {
  firstName?: string;
  event?: DepositReminderEvent;
  home?: string;
  societyName?: string;
  /** The due day as the page writes it, in the reader's language: '6 Jan 2027'. */
  dueOn?: string;
  /** The deposit paid, and what the deductions add up to, as '₹1,50,000'. */
  amount?: string;
  deductions?: string;
  link?: string;
  brandName?: string;
  siteUrl?: string;
  /** The reader's language (owners.language or profiles.language when the message was queued). */
  locale?: Locale;
}

const preview = {
  firstName: 'Ravi',
  event: 'before_due' as DepositReminderEvent,
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  societyName: 'Prestige Lakeside Habitat',
  dueOn: '6 Jan 2027',
  amount: '₹1,50,000',
  deductions: '₹0',
  link: 'http://localhost:3000/tenancy/00000000-0000-4000-8000-000000000000',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: DepositReminderProps) => ({ ...preview, ...props });

const headline = (event: DepositReminderEvent, locale: Locale | undefined) => ownerCopy(locale, 'deposit')(`headline.${event}`);

function sentence(props: DepositReminderProps): string {
  const { event, home, societyName, dueOn, amount, deductions, locale } = fill(props);
  const t = ownerCopy(locale, 'deposit');
  const values = { amount, home, society: societyName, date: dueOn };
  const how = t('how', { deductions });
  return `${t(event === 'before_due' ? 'beforeDue' : 'due', values)} ${how}`;
}

export function depositReminderSubject(props: DepositReminderProps = {}): string {
  const { event, societyName, locale } = fill(props);
  return `${headline(event, locale)}: ${societyName}`;
}

export function depositReminderText(props: DepositReminderProps = {}): string {
  const { firstName, link, brandName, siteUrl, locale } = fill(props);
  const common = ownerCopy(locale, 'common');
  return [common('greeting', { name: firstName }), '', sentence(props), link, '', common('footer', { brand: brandName, site: siteUrl })].join('\n');
}

export function depositReminderWhatsApp(props: DepositReminderProps = {}): string {
  const { brandName, link } = fill(props);
  return `${brandName}: ${sentence(props)} ${link}`;
}

export default function DepositReminderEmail(props: DepositReminderProps) {
  const { firstName, event, link, brandName, siteUrl, locale } = fill(props);
  return (
    <EmailFrame title={depositReminderSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{headline(event, locale)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{ownerCopy(locale, 'common')('lead', { name: firstName, text: sentence(props) })}</p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              {ownerCopy(locale, 'deposit')('button')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
