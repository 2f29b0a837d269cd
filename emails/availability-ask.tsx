// The question to the owner of an Active rent listing (docs/owners.md "Availability"): is the home still available?
// The same link in the first ask and in the one reminder. A React component whose default props are preview data;
// inline styles and a table layout, because mail clients ignore style sheets. React escapes every value.
// Every text in the owner's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { EmailFrame } from './frame';
import { messageRupees, ownerCopy } from './owner-copy';

export interface AvailabilityAskProps {
  ownerName?: string;
  societyName?: string;
  home?: string;
  /** e.g. '45,000' (Indian grouping). */
  rent?: string;
  /** The owner's link (/owner/availability/<token>). */
  link?: string;
  reminder?: boolean;
  brandName?: string;
  siteUrl?: string;
  /** The owner's language (owners.language when the message was queued); the pages' question is English. */
  locale?: Locale;
}

const preview = {
  ownerName: 'Ramesh',
  societyName: 'Prestige Lakeside Habitat',
  home: '2 BHK · Semi-Furnished',
  rent: '45,000',
  link: 'http://localhost:3000/owner/availability/preview',
  reminder: false,
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: AvailabilityAskProps) => ({ ...preview, ...props });

/** The question itself, word for word from the spec. */
export function availabilityQuestion(props: AvailabilityAskProps = {}): string {
  const { societyName, home, rent, locale } = fill(props);
  return ownerCopy(locale, 'availability')('question', { society: societyName, home, rent: messageRupees(locale, rent) });
}

export function availabilityAskSubject(props: AvailabilityAskProps = {}): string {
  const { reminder, societyName, locale } = fill(props);
  return ownerCopy(locale, 'availability')(reminder ? 'subjectReminder' : 'subject', { society: societyName });
}

export function availabilityAskText(props: AvailabilityAskProps = {}): string {
  const { ownerName, link, reminder, brandName, siteUrl, locale } = fill(props);
  const t = ownerCopy(locale, 'availability');
  return [
    t('greeting', { name: ownerName }),
    '',
    availabilityQuestion(props),
    t(reminder ? 'textReminder' : 'textAsk'),
    link,
    '',
    ownerCopy(locale, 'common')('footer', { brand: brandName, site: siteUrl }),
  ].join('\n');
}

/** The WhatsApp line: the question and the link. */
export function availabilityAskWhatsApp(props: AvailabilityAskProps = {}): string {
  const { link, brandName, reminder, locale } = fill(props);
  return ownerCopy(locale, 'availability')(reminder ? 'whatsappReminder' : 'whatsapp', { brand: brandName, question: availabilityQuestion(props), link });
}

const button = { display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 } as const;

export default function AvailabilityAskEmail(props: AvailabilityAskProps) {
  const { ownerName, societyName, home, link, reminder, brandName, siteUrl, locale } = fill(props);
  const t = ownerCopy(locale, 'availability');
  return (
    <EmailFrame title={availabilityAskSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t(reminder ? 'headingReminder' : 'heading')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{t('lead', { name: ownerName, question: availabilityQuestion(props) })}</p>
          <div style={{ marginTop: 16, borderRadius: 12, backgroundColor: '#f8fafc', border: '1px solid #e2e8f0', padding: '14px 16px' }}>
            <div style={{ fontSize: 15, fontWeight: 600 }}>{societyName}</div>
            <div style={{ marginTop: 4, fontSize: 14, color: '#475569' }}>{home}</div>
          </div>
          {reminder ? <p style={{ margin: '16px 0 0', fontSize: 14, color: '#475569' }}>{t('hiddenSoon')}</p> : null}
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={button}>
              {t('button')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
