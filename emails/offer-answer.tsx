// An answer to a rental offer, as the tenant hears it (e-mail, and WhatsApp when their number is verified):
// accepted, declined (with the reason from lib/offers/status.ts, politely), countered (the counter's terms,
// answered from 'Your offers') or withdrawn after an acceptance. Every message says truthfully who decided
// (`answeredBy`): the owner through their link ('The owner has accepted your offer'), the team on the owner's
// behalf ('GHomes has accepted your offer on behalf of the owner'), the tenant themselves (accepting a counter), or
// nobody (the offer closed because another offer was accepted or the home was let). One template for the four
// answers, so they read alike. A React component whose default props are preview data; inline styles and tables,
// because mail clients ignore style sheets. React escapes every value.
import { formatCalendarDay } from '@/lib/time/india';
import { oneLine } from '@/lib/text/one-line';
import { EmailFactsTable, EmailFrame } from './frame';
import { amountWithLabel } from './offer-acknowledgment';

export type OfferAnswerOutcome = 'accepted' | 'declined' | 'countered' | 'withdrawn';

/**
 * Who decided: the owner (their link), the team (the desk, on the owner's behalf), the tenant (who accepted a
 * counter), or 'home' when nobody decided about this offer (another offer was accepted, the home was let).
 */
export type OfferAnswerBy = 'owner' | 'team' | 'tenant' | 'home';

export interface OfferAnswerProps {
  outcome?: OfferAnswerOutcome;
  /** Absent in messages queued before it existed: they were the owner's words, as they read then. */
  answeredBy?: OfferAnswerBy;
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
  /** Countered: the counter's terms; accepted by the tenant: the counter they accepted. */
  counter?: { rent: number; deposit: number; moveinDate: string } | null;
  /** Countered: the link that opens the offer in 'Your offers' (absent in messages queued before it existed). */
  offerLink?: string | null;
  brandName?: string;
  siteUrl?: string;
}

const preview: Required<OfferAnswerProps> = {
  outcome: 'countered',
  answeredBy: 'owner',
  tenantName: 'Asha',
  societyName: 'Prestige Lakeside Habitat',
  propertyTitle: '2 BHK · Semi-Furnished',
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  reason: null,
  counter: { rent: 42000, deposit: 150000, moveinDate: '2026-12-10' },
  // Null, not a sample: a message queued before the link existed fills its gaps from here.
  offerLink: null,
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: OfferAnswerProps) => ({ ...preview, ...props }) as Required<OfferAnswerProps>;

function heading(props: Required<OfferAnswerProps>): string {
  const { outcome, answeredBy, brandName } = props;
  switch (outcome) {
    case 'accepted':
      return answeredBy === 'tenant' ? 'You accepted the counter offer' : 'Your offer is accepted';
    case 'declined':
      return answeredBy === 'home' ? 'Your offer cannot go ahead' : 'Your offer was not accepted';
    case 'countered':
      return answeredBy === 'team' ? `${brandName} has made a counter offer on behalf of the owner` : 'The owner has made a counter offer';
    case 'withdrawn':
      return 'Your accepted offer has been withdrawn';
  }
}

export function offerAnswerSubject(props: OfferAnswerProps = {}): string {
  const { outcome, answeredBy, propertyTitle, societyName } = fill(props);
  const what = `${propertyTitle} at ${societyName}`;
  switch (outcome) {
    case 'accepted':
      return answeredBy === 'tenant' ? `You accepted the counter offer for ${what}` : `Good news: your offer for ${what} is accepted`;
    case 'declined':
      return `An update on your offer for ${what}`;
    case 'countered':
      return `A counter offer for ${what}`;
    case 'withdrawn':
      return `Your accepted offer for ${what} has been withdrawn`;
  }
}

const NEXT_STEPS = 'Our team will call you shortly to arrange the agreement and the move-in.';

/** Who decided, as the sentence's subject: 'The owner has', 'GHomes has … on behalf of the owner'. */
function decided(props: Required<OfferAnswerProps>, owner: string, team: string): string {
  return props.answeredBy === 'team' ? team : owner;
}

/** What happened, in one or two sentences (the same words in the e-mail, its text and the WhatsApp). */
function lead(props: Required<OfferAnswerProps>): string[] {
  const reason = props.reason ? oneLine(props.reason) : null;
  const brand = props.brandName;
  switch (props.outcome) {
    case 'accepted':
      if (props.answeredBy === 'tenant') return [`You accepted the counter offer, so these are the terms agreed. ${NEXT_STEPS}`];
      return [`${decided(props, 'The owner has accepted your offer.', `${brand} has accepted your offer on behalf of the owner.`)} ${NEXT_STEPS}`];
    case 'declined':
      return [
        props.answeredBy === 'home'
          ? 'Thank you for your offer. It cannot go ahead.'
          : `Thank you for your offer. ${decided(props, 'The owner has decided not to take it forward this time.', `${brand} has declined it on behalf of the owner this time.`)}`,
        ...(reason ? [`Reason: ${reason}`] : []),
        'Your other offers and visits are not affected, and you are welcome to make an offer on another home.',
      ];
    case 'countered':
      return [
        `${decided(props, 'The owner has answered your offer with these terms.', `${brand} has answered your offer on behalf of the owner with these terms.`)} Open 'Your offers' to accept or decline the counter.`,
      ];
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
  if ((props.outcome === 'countered' || (props.outcome === 'accepted' && props.answeredBy === 'tenant')) && props.counter) {
    rows.push(
      ['Counter rent', `${amountWithLabel(props.counter.rent)} / month`],
      ['Counter deposit', amountWithLabel(props.counter.deposit)],
      ['Counter move-in date', formatCalendarDay(props.counter.moveinDate)],
    );
  }
  return rows;
}

/** The counter's link to the offer, as a line of the text and the WhatsApp (nothing for other answers). */
function offerLinkLines(props: Required<OfferAnswerProps>): string[] {
  return props.outcome === 'countered' && props.offerLink ? ['', `Accept or decline it here: ${props.offerLink}`] : [];
}

export function offerAnswerText(props: OfferAnswerProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${oneLine(filled.tenantName)},`,
    '',
    ...lead(filled),
    '',
    ...termLines(filled).map(([label, value]) => `${label}: ${value}`),
    ...offerLinkLines(filled),
    '',
    `${filled.brandName} · Rent • Buy • Sell in Gated Societies · ${filled.siteUrl}`,
  ].join('\n');
}

/** A heading inside a sentence: 'your offer is accepted', but the brand keeps its capital. */
function inSentence(text: string, brandName: string): string {
  return text.startsWith(brandName) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** The WhatsApp message (twilio or the outbox). */
export function offerAnswerWhatsApp(props: OfferAnswerProps = {}): string {
  const filled = fill(props);
  return [
    `Hi ${oneLine(filled.tenantName)}, ${inSentence(heading(filled), filled.brandName)}: ${filled.propertyTitle} at ${filled.societyName}.`,
    '',
    ...lead(filled),
    ...(termLines(filled).length > 5 ? ['', ...termLines(filled).slice(5).map(([label, value]) => `${label}: ${value}`)] : []),
    ...offerLinkLines(filled),
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
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{heading(filled)}</h1>
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
      {filled.outcome === 'countered' && filled.offerLink ? (
        <tr>
          <td style={{ padding: '0 28px 28px' }}>
            <a href={filled.offerLink} style={{ display: 'inline-block', padding: '12px 20px', borderRadius: 10, backgroundColor: '#0f766e', color: '#ffffff', fontWeight: 600, textDecoration: 'none' }}>
              See the counter offer
            </a>
          </td>
        </tr>
      ) : null}
    </EmailFrame>
  );
}
