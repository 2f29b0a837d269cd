// The desk's answer to a rent the owner asked on /owner/homes that waited for the team (docs/owners.md "Owner
// accounts"): approved, the new rent is live; refused, the listed rent stays, with the team's reason when it gave
// one. E-mail, and WhatsApp once the owner proved the number. A React component whose default props are preview
// data; inline styles and a table layout, because mail clients ignore style sheets. React escapes every value.
// Every text in the owner's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { oneLine } from '@/lib/text/one-line';
import { EmailFrame } from './frame';
import { messageRupees, ownerCopy } from './owner-copy';

export type RentDecisionOutcome = 'approved' | 'refused';

export interface OwnerRentDecisionProps {
  outcome?: RentDecisionOutcome;
  ownerName?: string;
  societyName?: string;
  /** The home as the owner knows it, with the unit: 'B-1204 (2 BHK · Semi-Furnished)'. */
  home?: string;
  /** The rent tenants now see, e.g. '45,000' (Indian grouping): the new one approved, the kept one refused. */
  rent?: string;
  /** Refused: the team's reason, if it gave one. */
  reason?: string | null;
  /** Whether tenants see the home now (Active): an approved rent of a home off the market is set, not live. */
  listed?: boolean;
  /** The owner's homes page (/owner/homes). */
  link?: string;
  brandName?: string;
  siteUrl?: string;
  /** The owner's language (owners.language when the message was queued). */
  locale?: Locale;
}

const preview: Required<OwnerRentDecisionProps> = {
  outcome: 'approved',
  ownerName: 'Ramesh',
  societyName: 'Prestige Lakeside Habitat',
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  rent: '45,000',
  reason: null,
  listed: true,
  link: 'http://localhost:3000/owner/homes',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
  locale: 'en',
};

const fill = (props: OwnerRentDecisionProps) => ({ ...preview, ...props }) as Required<OwnerRentDecisionProps>;

/** The decision in one sentence: the same words in the e-mail, its text and the WhatsApp. */
export function rentDecisionSentence(props: OwnerRentDecisionProps = {}): string {
  const { outcome, home, societyName, rent, reason, listed, locale } = fill(props);
  const t = ownerCopy(locale, 'rentDecision');
  const values = { home, society: societyName, rent: messageRupees(locale, rent) };
  if (outcome === 'approved') return t(listed ? 'approvedLive' : 'approvedSet', values);
  return reason ? t('refusedReason', { ...values, reason: sentence(oneLine(reason)) }) : t('refused', values);
}

/** The team's reason as the end of our sentence, so the line after it never runs on from it. */
const sentence = (text: string) => (/[.!?।]$/.test(text) ? text : `${text}.`);

function nextStep({ outcome, listed, locale }: Required<OwnerRentDecisionProps>): string {
  const t = ownerCopy(locale, 'rentDecision');
  if (outcome === 'refused') return t(listed ? 'nextRefusedListed' : 'nextRefused');
  return t(listed ? 'nextApprovedListed' : 'nextApproved');
}

export function ownerRentDecisionSubject(props: OwnerRentDecisionProps = {}): string {
  const { outcome, societyName, listed, locale } = fill(props);
  const t = ownerCopy(locale, 'rentDecision');
  return outcome === 'approved' ? t(listed ? 'subjectLive' : 'subjectSet', { society: societyName }) : t('subjectRefused', { society: societyName });
}

export function ownerRentDecisionText(props: OwnerRentDecisionProps = {}): string {
  const filled = fill(props);
  const { ownerName, link, brandName, siteUrl, locale } = filled;
  const common = ownerCopy(locale, 'common');
  return [common('greeting', { name: ownerName }), '', rentDecisionSentence(props), nextStep(filled), link, '', common('footer', { brand: brandName, site: siteUrl })].join('\n');
}

/** The WhatsApp line: the decision and the homes page. */
export function ownerRentDecisionWhatsApp(props: OwnerRentDecisionProps = {}): string {
  const { link, brandName, locale } = fill(props);
  return ownerCopy(locale, 'rentDecision')('whatsapp', { brand: brandName, sentence: rentDecisionSentence(props), link });
}

const button = { display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 } as const;

export default function OwnerRentDecisionEmail(props: OwnerRentDecisionProps) {
  const filled = fill(props);
  const { ownerName, outcome, societyName, home, link, brandName, siteUrl, locale } = filled;
  const t = ownerCopy(locale, 'rentDecision');
  return (
    <EmailFrame title={ownerRentDecisionSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t(outcome === 'approved' ? 'headingApproved' : 'headingRefused')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{ownerCopy(locale, 'common')('lead', { name: ownerName, text: rentDecisionSentence(props) })}</p>
          <div style={{ marginTop: 16, borderRadius: 12, backgroundColor: '#f8fafc', border: '1px solid #e2e8f0', padding: '14px 16px' }}>
            <div style={{ fontSize: 15, fontWeight: 600 }}>{societyName}</div>
            <div style={{ marginTop: 4, fontSize: 14, color: '#475569' }}>{home}</div>
          </div>
          <p style={{ margin: '16px 0 0', fontSize: 14, color: '#475569' }}>{nextStep(filled)}</p>
          <p style={{ margin: '12px 0 0' }}>
            <a href={link} style={button}>
              {t('button')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
