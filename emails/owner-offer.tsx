// An offer on the owner's home, sent to the owner (e-mail, and WhatsApp once the owner proved the number): the
// terms beside the owner's asking ones, what the tenant wrote for the owner (contact details taken out,
// lib/offers/tenant-notes.ts) and the one link that answers it (docs/owners.md "Links"). The link opens only on a
// device the owner proves with a code, so the message itself carries nothing about the tenant beyond the terms and
// their note. A React component whose default props are preview data; inline styles and tables, because mail
// clients ignore style sheets. React escapes every value; the plain text and WhatsApp keep each note on one line.
// Every text in the owner's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { oneLine } from '@/lib/text/one-line';
import { EmailFactsTable, EmailFrame } from './frame';
import { homeWithUnit } from '@/lib/listings/display';
import { firstName, messageAmount, messageDay, ownerCopy } from './owner-copy';

export interface OwnerOfferProps {
  ownerName?: string;
  societyName?: string;
  /** e.g. '2 BHK · Semi-Furnished' */
  propertyTitle?: string;
  /** The unit (house number), when the listing names it. */
  unit?: string | null;
  /** The owner's asking terms (absent in messages queued before they were carried). */
  askingRent?: number | null;
  askingDeposit?: number | null;
  offeredRent?: number;
  offeredDeposit?: number;
  /** yyyy-MM-dd */
  moveinDate?: string;
  /** The tenant's 'Extra fittings' and 'Message to the owner', contact details taken out; null when none. */
  extraFittings?: string | null;
  message?: string | null;
  /** The owner's link (server/owners/links.ts), absolute. */
  link?: string;
  /** yyyy-MM-dd, the last day the link works. */
  linkExpires?: string;
  brandName?: string;
  siteUrl?: string;
  /** The owner's language (owners.language when the message was queued). */
  locale?: Locale;
}

const preview: Required<OwnerOfferProps> = {
  ownerName: 'Ravi',
  societyName: 'Prestige Lakeside Habitat',
  propertyTitle: '2 BHK · Semi-Furnished',
  // Null, not sample values: a message queued before these were carried fills its gaps from here.
  unit: null,
  askingRent: null,
  askingDeposit: null,
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  extraFittings: null,
  message: null,
  link: 'http://localhost:3000/owner/preview',
  linkExpires: '2026-12-04',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
  locale: 'en',
};

const fill = (props: OwnerOfferProps) => ({ ...preview, ...props }) as Required<OwnerOfferProps>;

export function ownerOfferSubject(props: OwnerOfferProps = {}): string {
  const { propertyTitle, societyName, locale } = fill(props);
  return ownerCopy(locale, 'offer')('subject', { title: propertyTitle, society: societyName });
}

const home = (props: Required<OwnerOfferProps>) => `${homeWithUnit(props.propertyTitle, props.unit)}, ${props.societyName}`;

/** What the tenant wrote, as label and text (none when they wrote nothing). */
function notes(props: Required<OwnerOfferProps>): [string, string][] {
  const t = ownerCopy(props.locale, 'offer');
  return [
    [t('extraFittings'), props.extraFittings],
    [t('tenantMessage'), props.message],
  ].filter((note): note is [string, string] => Boolean(note[1]));
}

function termLines(props: Required<OwnerOfferProps>): string[] {
  const t = ownerCopy(props.locale, 'offer');
  const amount = (value: number) => messageAmount(props.locale, value);
  const youAsk = (value: number | null) => (value ? t('youAsk', { amount: amount(value) }) : '');
  return [
    t('homeLine', { home: home(props) }),
    t('rentLine', { amount: amount(props.offeredRent), youAsk: youAsk(props.askingRent) }),
    t('depositLine', { amount: amount(props.offeredDeposit), youAsk: youAsk(props.askingDeposit) }),
    t('moveinLine', { date: messageDay(props.locale, props.moveinDate) }),
    ...notes(props).map(([label, text]) => t('noteLine', { label, text: oneLine(text) })),
  ];
}

export function ownerOfferWhatsApp(props: OwnerOfferProps = {}): string {
  const filled = fill(props);
  const t = ownerCopy(filled.locale, 'offer');
  return [
    t('lead', { name: firstName(filled.ownerName) }),
    '',
    ...termLines(filled),
    '',
    t('whatsappAnswer', { link: filled.link }),
    t('whatsappUntil', { date: messageDay(filled.locale, filled.linkExpires), brand: filled.brandName }),
  ].join('\n');
}

export function ownerOfferText(props: OwnerOfferProps = {}): string {
  const filled = fill(props);
  const t = ownerCopy(filled.locale, 'offer');
  return [
    t('greeting', { name: firstName(filled.ownerName) }),
    '',
    t('textIntro'),
    '',
    ...termLines(filled),
    '',
    t('textAnswer', { link: filled.link }),
    t('until', { date: messageDay(filled.locale, filled.linkExpires) }),
    '',
    `${filled.brandName} · ${filled.siteUrl}`,
  ].join('\n');
}

function factRows(filled: Required<OwnerOfferProps>): [string, string][] {
  const t = ownerCopy(filled.locale, 'offer');
  const amount = (value: number) => messageAmount(filled.locale, value);
  return [
    [t('rows.home'), home(filled)],
    [t('rows.offeredRent'), t('perMonth', { amount: amount(filled.offeredRent) })],
    ...(filled.askingRent ? [[t('rows.askingRent'), t('perMonth', { amount: amount(filled.askingRent) })] as [string, string]] : []),
    [t('rows.deposit'), amount(filled.offeredDeposit)],
    ...(filled.askingDeposit ? [[t('rows.askingDeposit'), amount(filled.askingDeposit)] as [string, string]] : []),
    [t('rows.movein'), messageDay(filled.locale, filled.moveinDate)],
  ];
}

export default function OwnerOfferEmail(props: OwnerOfferProps) {
  const filled = fill(props);
  const t = ownerCopy(filled.locale, 'offer');
  return (
    <EmailFrame title={ownerOfferSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl} locale={filled.locale}>
      <tr>
        <td style={{ padding: '28px 28px 12px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('heading')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{t('lead', { name: firstName(filled.ownerName) })}</p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '0 28px 8px' }}>
          <EmailFactsTable rows={factRows(filled)} />
        </td>
      </tr>
      {notes(filled).map(([label, text]) => (
        <tr key={label}>
          <td style={{ padding: '12px 28px 0', fontSize: 14, lineHeight: '21px', color: '#0f172a' }}>
            <div style={{ fontSize: 13, fontWeight: 600, color: '#0f766e' }}>{label}</div>
            <div style={{ marginTop: 4, whiteSpace: 'pre-line' }}>{text}</div>
          </td>
        </tr>
      ))}
      <tr>
        <td style={{ padding: '16px 28px 8px' }}>
          <a href={filled.link} style={{ display: 'inline-block', padding: '12px 20px', borderRadius: 10, backgroundColor: '#0f766e', color: '#ffffff', fontWeight: 600, textDecoration: 'none' }}>
            {t('button')}
          </a>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '8px 28px 28px', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>{t('until', { date: messageDay(filled.locale, filled.linkExpires) })}</td>
      </tr>
    </EmailFrame>
  );
}
