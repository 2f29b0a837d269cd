// The owner's answer to a rental offer, as the tenant hears it (e-mail, and WhatsApp when their number is
// verified): accepted, declined (with the reason from lib/offers/status.ts, politely), countered (the counter's
// terms, answered from 'Your offers') or withdrawn after an acceptance. One template for the four answers, so
// they read alike. A React component whose default props are preview data; inline styles and tables, because
// mail clients ignore style sheets. React escapes every value.
import { formatCalendarDay } from '@/lib/time/india';
import { oneLine } from '@/lib/text/one-line';
import { EmailFactsTable, EmailFrame } from './frame';
import { amountWithLabel } from './offer-acknowledgment';

export type OfferAnswerOutcome = 'accepted' | 'declined' | 'countered' | 'withdrawn';

export interface OfferAnswerProps {
  outcome?: OfferAnswerOutcome;
  tenantName?: string;
  societyName?: string;
  /** e.g. '2 BHK · Semi-Furnished' */
  propertyTitle?: string;
  offeredRent?: number;
  offeredDeposit?: number;
  /** yyyy-MM-dd */
  moveinDate?: string;
  /** Declined: the reason's sentence; withdrawn: the reason the desk gave. */
  reason?: string | null;
  /** Countered: the owner's terms. */
  counter?: { rent: number; deposit: number; moveinDate: string } | null;
  brandName?: string;
  siteUrl?: string;
}

const preview: Required<OfferAnswerProps> = {
  outcome: 'countered',
  tenantName: 'Asha',
  societyName: 'Prestige Lakeside Habitat',
  propertyTitle: '2 BHK · Semi-Furnished',
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  reason: null,
  counter: { rent: 42000, deposit: 150000, moveinDate: '2026-12-10' },
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: OfferAnswerProps) => ({ ...preview, ...props }) as Required<OfferAnswerProps>;

const HEADINGS: Record<OfferAnswerOutcome, string> = {
  accepted: 'Your offer is accepted',
  declined: 'Your offer was not accepted',
  countered: 'The owner has made a counter offer',
  withdrawn: 'Your accepted offer has been withdrawn',
};

export function offerAnswerSubject(props: OfferAnswerProps = {}): string {
  const { outcome, propertyTitle, societyName } = fill(props);
  const what = `${propertyTitle} at ${societyName}`;
  switch (outcome) {
    case 'accepted':
      return `Good news: your offer for ${what} is accepted`;
    case 'declined':
      return `An update on your offer for ${what}`;
    case 'countered':
      return `A counter offer for ${what}`;
    case 'withdrawn':
      return `Your accepted offer for ${what} has been withdrawn`;
  }
}

/** What happened, in one or two sentences (the same words in the e-mail, its text and the WhatsApp). */
function lead(props: Required<OfferAnswerProps>): string[] {
  const reason = props.reason ? oneLine(props.reason) : null;
  switch (props.outcome) {
    case 'accepted':
      return ['The owner has accepted your offer. Our team will call you shortly to arrange the agreement and the move-in.'];
    case 'declined':
      return [
        'Thank you for your offer. The owner has decided not to take it forward this time.',
        ...(reason ? [`Reason: ${reason}`] : []),
        'Your other offers and visits are not affected, and you are welcome to make an offer on another home.',
      ];
    case 'countered':
      return ["The owner has answered your offer with these terms. Open 'Your offers' to accept or decline the counter."];
    case 'withdrawn':
      return ['We are sorry: the accepted offer could not go ahead.', ...(reason ? [`Reason: ${reason}`] : []), 'Our team will call you to help you find another home.'];
  }
}

function termLines(props: Required<OfferAnswerProps>): [string, string][] {
  const rows: [string, string][] = [
    ['Society', props.societyName],
    ['Property', props.propertyTitle],
    ['Your rent', `${amountWithLabel(props.offeredRent)} / month`],
    ['Your deposit', amountWithLabel(props.offeredDeposit)],
    ['Your move-in date', formatCalendarDay(props.moveinDate)],
  ];
  if (props.outcome === 'countered' && props.counter) {
    rows.push(
      ['Counter rent', `${amountWithLabel(props.counter.rent)} / month`],
      ['Counter deposit', amountWithLabel(props.counter.deposit)],
      ['Counter move-in date', formatCalendarDay(props.counter.moveinDate)],
    );
  }
  return rows;
}

export function offerAnswerText(props: OfferAnswerProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${oneLine(filled.tenantName)},`,
    '',
    ...lead(filled),
    '',
    ...termLines(filled).map(([label, value]) => `${label}: ${value}`),
    '',
    `${filled.brandName} · Rent • Buy • Sell in Gated Societies · ${filled.siteUrl}`,
  ].join('\n');
}

/** The WhatsApp message (twilio or the outbox). */
export function offerAnswerWhatsApp(props: OfferAnswerProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${oneLine(filled.tenantName)}, ${HEADINGS[filled.outcome].toLowerCase()}: ${filled.propertyTitle} at ${filled.societyName}.`,
    '',
    ...lead(filled),
    ...(filled.outcome === 'countered' ? ['', ...termLines(filled).slice(5).map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    `– ${filled.brandName}`,
  ].join('\n');
}

export default function OfferAnswerEmail(props: OfferAnswerProps) {
  const filled = fill(props);
  return (
    <EmailFrame title={offerAnswerSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 12px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{HEADINGS[filled.outcome]}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>Hi {filled.tenantName},</p>
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
