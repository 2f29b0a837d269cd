// An offer on the owner's home, sent to the owner (e-mail, and WhatsApp once the owner proved the number): the
// terms beside the owner's asking ones, what the tenant wrote for the owner (contact details taken out,
// lib/offers/tenant-notes.ts) and the one link that answers it (docs/owners.md "Links"). The link opens only on a
// device the owner proves with a code, so the message itself carries nothing about the tenant beyond the terms and
// their note. A React component whose default props are preview data; inline styles and tables, because mail
// clients ignore style sheets. React escapes every value; the plain text and WhatsApp keep each note on one line.
import { oneLine } from '@/lib/text/one-line';
import { formatCalendarDay } from '@/lib/time/india';
import { EmailFactsTable, EmailFrame } from './frame';
import { homeWithUnit } from '@/lib/listings/display';
import { amountWithLabel } from './offer-acknowledgment';

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
};

const fill = (props: OwnerOfferProps) => ({ ...preview, ...props }) as Required<OwnerOfferProps>;

export function ownerOfferSubject(props: OwnerOfferProps = {}): string {
  const { propertyTitle, societyName } = fill(props);
  return `A rental offer for your ${propertyTitle} at ${societyName}`;
}

const home = (props: Required<OwnerOfferProps>) => `${homeWithUnit(props.propertyTitle, props.unit)}, ${props.societyName}`;
const youAsk = (amount: number | null) => (amount ? ` (you ask ${amountWithLabel(amount)})` : '');

/** What the tenant wrote, as label and text (none when they wrote nothing). */
function notes(props: Required<OwnerOfferProps>): [string, string][] {
  return [
    ['Extra fittings asked for', props.extraFittings],
    ['Message from the tenant', props.message],
  ].filter((note): note is [string, string] => Boolean(note[1]));
}

function termLines(props: Required<OwnerOfferProps>): string[] {
  return [
    `Home: ${home(props)}`,
    `Offered rent: ${amountWithLabel(props.offeredRent)} per month${youAsk(props.askingRent)}`,
    `Security deposit: ${amountWithLabel(props.offeredDeposit)}${youAsk(props.askingDeposit)}`,
    `Move-in date: ${formatCalendarDay(props.moveinDate)}`,
    ...notes(props).map(([label, text]) => `${label}: ${oneLine(text)}`),
  ];
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function ownerOfferWhatsApp(props: OwnerOfferProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${firstName(filled.ownerName)}, a tenant has made an offer for your home.`,
    '',
    ...termLines(filled),
    '',
    `Accept, decline or counter here: ${filled.link}`,
    `The link works until ${formatCalendarDay(filled.linkExpires)}. – ${filled.brandName}`,
  ].join('\n');
}

export function ownerOfferText(props: OwnerOfferProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${firstName(filled.ownerName)},`,
    '',
    'A tenant has made an offer for your home:',
    '',
    ...termLines(filled),
    '',
    `Accept, decline or counter it here: ${filled.link}`,
    `The link works until ${formatCalendarDay(filled.linkExpires)}. The first time you open it on a phone or computer we send you a code to check it is you.`,
    '',
    `${filled.brandName} · ${filled.siteUrl}`,
  ].join('\n');
}

export default function OwnerOfferEmail(props: OwnerOfferProps) {
  const filled = fill(props);
  const rows: [string, string][] = [
    ['Home', home(filled)],
    ['Offered rent', `${amountWithLabel(filled.offeredRent)} / month`],
    ...(filled.askingRent ? [['Your asking rent', `${amountWithLabel(filled.askingRent)} / month`] as [string, string]] : []),
    ['Security deposit', amountWithLabel(filled.offeredDeposit)],
    ...(filled.askingDeposit ? [['Your asking deposit', amountWithLabel(filled.askingDeposit)] as [string, string]] : []),
    ['Move-in date', formatCalendarDay(filled.moveinDate)],
  ];
  return (
    <EmailFrame title={ownerOfferSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 12px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>An offer for your home</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>Hi {firstName(filled.ownerName)}, a tenant has made an offer for your home.</p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '0 28px 8px' }}>
          <EmailFactsTable rows={rows} />
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
            Answer the offer
          </a>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '8px 28px 28px', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>
          The link works until {formatCalendarDay(filled.linkExpires)}. The first time you open it on a phone or computer we send you a code to check it is you.
        </td>
      </tr>
    </EmailFrame>
  );
}
