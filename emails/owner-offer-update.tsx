// What happened to an offer on the owner's home when the owner did not answer it themselves (e-mail, and WhatsApp
// once the owner proved the number): the team answered it on the owner's behalf (accepted, declined, countered,
// or withdrew an accepted offer), or the tenant answered a counter (accepted or declined it). Only the terms, like
// the owner's offer message (emails/owner-offer.tsx): nothing about the tenant. A React component whose default
// props are preview data; inline styles and tables, because mail clients ignore style sheets. React escapes every
// value.
// Every text in the owner's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { oneLine } from '@/lib/text/one-line';
import { EmailFactsTable, EmailFrame } from './frame';
import { firstName, messageAmount, messageDay, ownerCopy } from './owner-copy';

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
  /** The owner's language (owners.language when the message was queued). */
  locale?: Locale;
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
  locale: 'en',
};

const fill = (props: OwnerOfferUpdateProps) => ({ ...preview, ...props }) as Required<OwnerOfferUpdateProps>;

/** The outcomes' keys under `notifications.owner.offerUpdate`. */
const OUTCOME_KEYS: Record<OwnerOfferUpdateOutcome, string> = {
  accepted: 'accepted',
  declined: 'declined',
  countered: 'countered',
  withdrawn: 'withdrawn',
  'counter-accepted': 'counterAccepted',
  'counter-declined': 'counterDeclined',
};

export function ownerOfferUpdateSubject(props: OwnerOfferUpdateProps = {}): string {
  const { outcome, brandName, societyName, locale } = fill(props);
  return ownerCopy(locale, 'offerUpdate')(`subject.${OUTCOME_KEYS[outcome]}`, { brand: brandName, society: societyName });
}

/** What happened and what it means for the home (the same words in the e-mail, its text and the WhatsApp). */
function lead(props: Required<OwnerOfferUpdateProps>): string[] {
  const t = ownerCopy(props.locale, 'offerUpdate');
  const reason = props.reason ? [t('reason', { reason: oneLine(props.reason) })] : [];
  const brand = props.brandName;
  switch (props.outcome) {
    case 'accepted':
      return [t('lead.accepted', { brand }), t('underOffer')];
    case 'declined':
      return [t('lead.declined', { brand }), ...reason, t('staysOnMarket')];
    case 'countered':
      return [t('lead.countered', { brand })];
    case 'withdrawn':
      return [t('lead.withdrawn', { brand }), ...reason, ...(props.relisted ? [t('backOnMarket')] : [])];
    case 'counter-accepted':
      return [t('lead.counterAccepted'), t('underOffer')];
    case 'counter-declined':
      return [t('lead.counterDeclined'), t('staysOnMarketOthers')];
  }
}

function termLines(props: Required<OwnerOfferUpdateProps>): [string, string][] {
  const t = ownerCopy(props.locale, 'offerUpdate');
  const amount = (value: number) => messageAmount(props.locale, value);
  const day = (date: string) => messageDay(props.locale, date);
  const rows: [string, string][] = [
    [t('rows.home'), `${props.home}, ${props.societyName}`],
    [t('rows.offeredRent'), t('perMonth', { amount: amount(props.offeredRent) })],
    [t('rows.deposit'), amount(props.offeredDeposit)],
    [t('rows.movein'), day(props.moveinDate)],
  ];
  if (props.counter) {
    rows.push(
      [t('rows.counterRent'), t('perMonth', { amount: amount(props.counter.rent) })],
      [t('rows.counterDeposit'), amount(props.counter.deposit)],
      [t('rows.counterMovein'), day(props.counter.moveinDate)],
    );
  }
  return rows;
}

const line = (label: string, value: string) => `${label}: ${value}`;

export function ownerOfferUpdateText(props: OwnerOfferUpdateProps = {}): string {
  const filled = fill(props);
  return [
    ownerCopy(filled.locale, 'common')('greeting', { name: oneLine(firstName(filled.ownerName)) }),
    '',
    ...lead(filled),
    '',
    ...termLines(filled).map(([label, value]) => line(label, value)),
    '',
    `${filled.brandName} · ${filled.siteUrl}`,
  ].join('\n');
}

export function ownerOfferUpdateWhatsApp(props: OwnerOfferUpdateProps = {}): string {
  const filled = fill(props);
  const greeting = ownerCopy(filled.locale, 'common')('greeting', { name: oneLine(firstName(filled.ownerName)) });
  return [greeting, '', ...lead(filled), '', ...termLines(filled).map(([label, value]) => line(label, value)), '', `– ${filled.brandName}`].join('\n');
}

export default function OwnerOfferUpdateEmail(props: OwnerOfferUpdateProps) {
  const filled = fill(props);
  return (
    <EmailFrame title={ownerOfferUpdateSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl} locale={filled.locale}>
      <tr>
        <td style={{ padding: '28px 28px 12px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{ownerOfferUpdateSubject(filled)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{ownerCopy(filled.locale, 'common')('greeting', { name: firstName(filled.ownerName) })}</p>
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
