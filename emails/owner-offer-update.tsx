// What happened to an offer on the owner's home when the owner did not answer it themselves (e-mail, and WhatsApp
// once the owner proved the number): the team answered it on the owner's behalf (accepted, declined, countered,
// or withdrew an accepted offer), or the tenant answered a counter (accepted or declined it). Only the terms, like
// the owner's offer message (emails/owner-offer.tsx): nothing about the tenant. A React component whose default
// props are preview data; inline styles and tables, because mail clients ignore style sheets. React escapes every
// value.
import { oneLine } from '@/lib/text/one-line';
import { formatCalendarDay } from '@/lib/time/india';
import { EmailFactsTable, EmailFrame } from './frame';
import { amountWithLabel } from './offer-acknowledgment';

export type OwnerOfferUpdateOutcome = 'accepted' | 'declined' | 'countered' | 'withdrawn' | 'counter-accepted' | 'counter-declined';

export interface OwnerOfferUpdateProps {
  outcome?: OwnerOfferUpdateOutcome;
  ownerName?: string;
  societyName?: string;
  /** The home as the owner knows it, with the unit: 'B-1204 (2 BHK · Semi-Furnished)'. */
  home?: string;
  offeredRent?: number;
  offeredDeposit?: number;
  /** yyyy-MM-dd */
  moveinDate?: string;
  /** The counter's terms (countered, and the tenant's answer to it). */
  counter?: { rent: number; deposit: number; moveinDate: string } | null;
  /** Declined: the reason's sentence; withdrawn: the reason the team gave. */
  reason?: string | null;
  /** Withdrawn: whether the home went back on the market (it stays as it is when the team had moved it on). */
  relisted?: boolean;
  brandName?: string;
  siteUrl?: string;
}

const preview: Required<OwnerOfferUpdateProps> = {
  outcome: 'accepted',
  ownerName: 'Ravi Kumar',
  societyName: 'Prestige Lakeside Habitat',
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  counter: null,
  reason: null,
  relisted: true,
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: OwnerOfferUpdateProps) => ({ ...preview, ...props }) as Required<OwnerOfferUpdateProps>;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function ownerOfferUpdateSubject(props: OwnerOfferUpdateProps = {}): string {
  const { outcome, brandName, societyName } = fill(props);
  const home = `your home at ${societyName}`;
  switch (outcome) {
    case 'accepted':
      return `${brandName} accepted an offer for ${home} on your behalf`;
    case 'declined':
      return `${brandName} declined an offer for ${home} on your behalf`;
    case 'countered':
      return `${brandName} sent a counter offer for ${home} on your behalf`;
    case 'withdrawn':
      return `The accepted offer for ${home} has been withdrawn`;
    case 'counter-accepted':
      return `The tenant accepted the counter offer for ${home}`;
    case 'counter-declined':
      return `The tenant declined the counter offer for ${home}`;
  }
}

const UNDER_OFFER = 'Your home is now under offer and no longer shown to tenants. Our team will call you about the agreement and the move-in.';

/** What happened and what it means for the home (the same words in the e-mail, its text and the WhatsApp). */
function lead(props: Required<OwnerOfferUpdateProps>): string[] {
  const reason = props.reason ? [`Reason: ${oneLine(props.reason)}`] : [];
  const brand = props.brandName;
  switch (props.outcome) {
    case 'accepted':
      return [`${brand} has accepted this offer for your home on your behalf.`, UNDER_OFFER];
    case 'declined':
      return [`${brand} has declined this offer for your home on your behalf.`, ...reason, 'Your home stays on the market.'];
    case 'countered':
      return [`${brand} has answered this offer on your behalf with a counter offer. The tenant accepts or declines it, and we will tell you which.`];
    case 'withdrawn':
      return [`${brand} has withdrawn the accepted offer for your home.`, ...reason, ...(props.relisted ? ['Your home is back on the market.'] : [])];
    case 'counter-accepted':
      return ['The tenant has accepted the counter offer for your home.', UNDER_OFFER];
    case 'counter-declined':
      return ['The tenant has declined the counter offer for your home.', 'Your home stays on the market, and other tenants can still make offers.'];
  }
}

function termLines(props: Required<OwnerOfferUpdateProps>): [string, string][] {
  const rows: [string, string][] = [
    ['Home', `${props.home}, ${props.societyName}`],
    ['Offered rent', `${amountWithLabel(props.offeredRent)} / month`],
    ['Security deposit', amountWithLabel(props.offeredDeposit)],
    ['Move-in date', formatCalendarDay(props.moveinDate)],
  ];
  if (props.counter) {
    rows.push(
      ['Counter rent', `${amountWithLabel(props.counter.rent)} / month`],
      ['Counter deposit', amountWithLabel(props.counter.deposit)],
      ['Counter move-in date', formatCalendarDay(props.counter.moveinDate)],
    );
  }
  return rows;
}

export function ownerOfferUpdateText(props: OwnerOfferUpdateProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${oneLine(firstName(filled.ownerName))},`,
    '',
    ...lead(filled),
    '',
    ...termLines(filled).map(([label, value]) => `${label}: ${value}`),
    '',
    `${filled.brandName} · ${filled.siteUrl}`,
  ].join('\n');
}

export function ownerOfferUpdateWhatsApp(props: OwnerOfferUpdateProps = {}): string {
  const filled = fill(props);
  return [`Hi ${oneLine(firstName(filled.ownerName))},`, '', ...lead(filled), '', ...termLines(filled).map(([label, value]) => `${label}: ${value}`), '', `– ${filled.brandName}`].join('\n');
}

export default function OwnerOfferUpdateEmail(props: OwnerOfferUpdateProps) {
  const filled = fill(props);
  return (
    <EmailFrame title={ownerOfferUpdateSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 12px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{ownerOfferUpdateSubject(filled)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>Hi {firstName(filled.ownerName)},</p>
          {lead(filled).map((line) => (
            <p key={line} style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
              {line}
            </p>
          ))}
        </td>
      </tr>
      <tr>
        <td style={{ padding: '8px 28px 28px' }}>
          <EmailFactsTable rows={termLines(filled)} />
        </td>
      </tr>
    </EmailFrame>
  );
}
