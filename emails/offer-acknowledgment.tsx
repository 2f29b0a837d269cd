// The acknowledgment a tenant gets after sending a rental offer (spec 7 send-offer-acknowledgment: society,
// property, amounts with the amount labels, move-in date): a WhatsApp text and an e-mail copy. A React
// component whose default props are preview data; inline styles and tables, because mail clients ignore style
// sheets. React escapes every value, so the tenant's own text cannot inject markup.
import { formatAmount, formatRupees } from '@/lib/amounts';
import { formatCalendarDay } from '@/lib/time/india';
import { oneLine } from '@/lib/text/one-line';
import { EmailFactsTable, EmailFrame } from './frame';

export interface OfferAcknowledgmentProps {
  tenantName?: string;
  societyName?: string;
  /** e.g. '2 BHK · Semi-Furnished' */
  propertyTitle?: string;
  offeredRent?: number;
  offeredDeposit?: number;
  /** yyyy-MM-dd */
  moveinDate?: string;
  brandName?: string;
  siteUrl?: string;
}

const preview: Required<OfferAcknowledgmentProps> = {
  tenantName: 'Asha',
  societyName: 'Prestige Lakeside Habitat',
  propertyTitle: '2 BHK · Semi-Furnished',
  offeredRent: 42000,
  offeredDeposit: 150000,
  moveinDate: '2026-12-05',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: OfferAcknowledgmentProps) => ({ ...preview, ...props }) as Required<OfferAcknowledgmentProps>;

/** '₹42K (₹42,000)': the amount label, then the full figure so there is no doubt about the number. */
export function amountWithLabel(amount: number): string {
  return `${formatAmount(amount)} (${formatRupees(amount)})`;
}

export function offerAcknowledgmentSubject(props: OfferAcknowledgmentProps = {}): string {
  const { propertyTitle, societyName } = fill(props);
  return `Your offer for ${propertyTitle} at ${societyName} has been sent`;
}

function termLines(props: Required<OfferAcknowledgmentProps>): string[] {
  return [
    `Society: ${props.societyName}`,
    `Property: ${props.propertyTitle}`,
    `Offered rent: ${amountWithLabel(props.offeredRent)} per month`,
    `Security deposit: ${amountWithLabel(props.offeredDeposit)}`,
    `Move-in date: ${formatCalendarDay(props.moveinDate)}`,
  ];
}

/** The WhatsApp message (twilio or the outbox). */
export function offerAcknowledgmentWhatsApp(props: OfferAcknowledgmentProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${oneLine(filled.tenantName)}, your expression of interest has been sent to the property owner!`,
    '',
    ...termLines(filled),
    '',
    `Offers are final and cannot be changed. We will let you know when the owner responds. – ${filled.brandName}`,
  ].join('\n');
}

export function offerAcknowledgmentText(props: OfferAcknowledgmentProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${oneLine(filled.tenantName)},`,
    '',
    'Your expression of interest has been sent to the property owner!',
    '',
    ...termLines(filled),
    '',
    'Offers are final and cannot be changed. We will let you know when the owner responds.',
    '',
    `${filled.brandName} · Rent • Buy • Sell in Gated Societies · ${filled.siteUrl}`,
  ].join('\n');
}


export default function OfferAcknowledgmentEmail(props: OfferAcknowledgmentProps) {
  const filled = fill(props);
  const rows: [string, string][] = [
    ['Society', filled.societyName],
    ['Property', filled.propertyTitle],
    ['Offered rent', `${amountWithLabel(filled.offeredRent)} / month`],
    ['Security deposit', amountWithLabel(filled.offeredDeposit)],
    ['Move-in date', formatCalendarDay(filled.moveinDate)],
  ];
  return (
    <EmailFrame title={offerAcknowledgmentSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 12px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>Offer sent</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {filled.tenantName}, your expression of interest has been sent to the property owner!
          </p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '0 28px 8px' }}>
          <EmailFactsTable rows={rows} />
        </td>
      </tr>
      <tr>
        <td style={{ padding: '12px 28px 28px', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>
          Offers are final and cannot be changed. We will let you know when the owner responds.
        </td>
      </tr>
    </EmailFrame>
  );
}
