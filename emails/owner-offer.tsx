// An offer on the owner's home, sent to the owner (e-mail, and WhatsApp once the owner proved the number): the
// terms and the one link that answers it (docs/owners.md "Links"). The link opens only on a device the owner
// proves with a code, so the message itself carries nothing about the tenant beyond the terms. A React component
// whose default props are preview data; inline styles and tables, because mail clients ignore style sheets.
import { formatCalendarDay } from '@/lib/time/india';
import { EmailFactsTable, EmailFrame } from './frame';
import { amountWithLabel } from './offer-acknowledgment';

export interface OwnerOfferProps {
  ownerName?: string;
  societyName?: string;
  /** e.g. '2 BHK · Semi-Furnished' */
  propertyTitle?: string;
  offeredRent?: number;
  offeredDeposit?: number;
  /** yyyy-MM-dd */
  moveinDate?: string;
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
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
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

function termLines(props: Required<OwnerOfferProps>): string[] {
  return [
    `Home: ${props.propertyTitle}, ${props.societyName}`,
    `Offered rent: ${amountWithLabel(props.offeredRent)} per month`,
    `Security deposit: ${amountWithLabel(props.offeredDeposit)}`,
    `Move-in date: ${formatCalendarDay(props.moveinDate)}`,
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
    ['Home', `${filled.propertyTitle}, ${filled.societyName}`],
    ['Offered rent', `${amountWithLabel(filled.offeredRent)} / month`],
    ['Security deposit', amountWithLabel(filled.offeredDeposit)],
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
