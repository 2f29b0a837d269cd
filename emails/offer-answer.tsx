// An answer to a rental offer, as the tenant hears it (e-mail, and WhatsApp when their number is verified):
// accepted, declined (with the reason from lib/offers/status.ts, politely), countered (the counter's terms,
// answered from 'Your offers') or withdrawn after an acceptance. Every message says truthfully who decided
// (`answeredBy`): the owner through their link ('The owner has accepted your offer'), the team on the owner's
// behalf ('GHomes has accepted your offer on behalf of the owner'), the tenant themselves (accepting a counter), or
// nobody (the offer closed because another offer was accepted or the home was let). One template for the four
// answers, so they read alike. A React component whose default props are preview data; inline styles and tables,
// because mail clients ignore style sheets. React escapes every value.
import { formatCalendarDayIn } from '@/lib/time/india-locale';
import { oneLine } from '@/lib/text/one-line';
import { emailCopy, type Locale } from './copy';
import { brandTagline, EmailFactsTable, EmailFrame } from './frame';
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
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

type Filled = Required<Omit<OfferAnswerProps, 'locale'>> & { locale?: Locale };

const preview: Filled = {
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

const fill = (props: OfferAnswerProps) => ({ ...preview, ...props }) as Filled;
const copy = (props: { locale?: Locale }) => emailCopy(props.locale, 'offerAnswer');
const day = (props: Filled, date: string) => formatCalendarDayIn(props.locale ?? 'en', date);

/** The heading's message: who decided what. */
function headingKey({ outcome, answeredBy }: Filled): string {
  switch (outcome) {
    case 'accepted':
      return answeredBy === 'tenant' ? 'headAcceptedByYou' : 'headAccepted';
    case 'declined':
      return answeredBy === 'home' ? 'headCannotGoAhead' : 'headDeclined';
    case 'countered':
      return answeredBy === 'team' ? 'headCounteredByTeam' : 'headCountered';
    case 'withdrawn':
      return 'headWithdrawn';
  }
}

function heading(props: Filled): string {
  return copy(props)(headingKey(props), { brand: props.brandName });
}

const SUBJECT_KEYS: Record<OfferAnswerOutcome, string> = { accepted: 'subjectAccepted', declined: 'subjectDeclined', countered: 'subjectCountered', withdrawn: 'subjectWithdrawn' };

export function offerAnswerSubject(props: OfferAnswerProps = {}): string {
  const { outcome, answeredBy, propertyTitle, societyName } = fill(props);
  const t = copy(props);
  const what = t('what', { home: propertyTitle, society: societyName });
  return t(outcome === 'accepted' && answeredBy === 'tenant' ? 'subjectAcceptedByYou' : SUBJECT_KEYS[outcome], { what });
}

/** Who decided, as the sentence's subject: 'The owner has', 'GHomes has … on behalf of the owner'. */
function decided(props: Filled, owner: string, team: string): string {
  return copy(props)(props.answeredBy === 'team' ? team : owner, { brand: props.brandName });
}

/** What happened, in one or two sentences (the same words in the e-mail, its text and the WhatsApp). */
function lead(props: Filled): string[] {
  const t = copy(props);
  const reason = props.reason ? [t('reason', { reason: oneLine(props.reason) })] : [];
  switch (props.outcome) {
    case 'accepted':
      if (props.answeredBy === 'tenant') return [`${t('acceptedByYou')} ${t('nextSteps')}`];
      return [`${decided(props, 'acceptedByOwner', 'acceptedByTeam')} ${t('nextSteps')}`];
    case 'declined':
      return [props.answeredBy === 'home' ? t('cannotGoAhead') : `${t('thanks')} ${decided(props, 'declinedByOwner', 'declinedByTeam')}`, ...reason, t('othersUnaffected')];
    case 'countered':
      return [`${decided(props, 'counteredByOwner', 'counteredByTeam')} ${t('openOffers')}`];
    case 'withdrawn':
      return [t('withdrawnSorry'), ...reason, t('withdrawnHelp')];
  }
}

function termLines(props: Filled): [string, string][] {
  const t = copy(props);
  const ack = emailCopy(props.locale, 'offerAcknowledgment');
  const perMonth = (amount: number) => ack('perMonth', { amount: amountWithLabel(amount) });
  const rows: [string, string][] = [
    [ack('society'), props.societyName],
    [ack('property'), props.propertyTitle],
    [t('yourRent'), perMonth(props.offeredRent)],
    [t('yourDeposit'), amountWithLabel(props.offeredDeposit)],
    [t('yourMoveIn'), day(props, props.moveinDate)],
  ];
  if ((props.outcome === 'countered' || (props.outcome === 'accepted' && props.answeredBy === 'tenant')) && props.counter) {
    rows.push(
      [t('counterRent'), perMonth(props.counter.rent)],
      [t('counterDeposit'), amountWithLabel(props.counter.deposit)],
      [t('counterMoveIn'), day(props, props.counter.moveinDate)],
    );
  }
  return rows;
}

/** The counter's link to the offer, as a line of the text and the WhatsApp (nothing for other answers). */
function offerLinkLines(props: Filled): string[] {
  return props.outcome === 'countered' && props.offerLink ? ['', copy(props)('acceptHere', { url: props.offerLink })] : [];
}

export function offerAnswerText(props: OfferAnswerProps = {}): string {
  const filled = fill(props);
  return [
    emailCopy(props.locale, 'common')('greeting', { name: oneLine(filled.tenantName) }),
    '',
    ...lead(filled),
    '',
    ...termLines(filled).map(([label, value]) => `${label}: ${value}`),
    ...offerLinkLines(filled),
    '',
    `${filled.brandName} · ${brandTagline(props.locale)} · ${filled.siteUrl}`,
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
    copy(props)('whatsappHead', { name: oneLine(filled.tenantName), heading: inSentence(heading(filled), filled.brandName), home: filled.propertyTitle, society: filled.societyName }),
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
    <EmailFrame title={offerAnswerSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px 28px 12px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{heading(filled)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{emailCopy(props.locale, 'common')('greeting', { name: filled.tenantName })}</p>
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
              {copy(props)('seeCounter')}
            </a>
          </td>
        </tr>
      ) : null}
    </EmailFrame>
  );
}
