// The desk's answer to a home an owner added on /owner/homes/new: live, more asked for, or not listed with the
// reason. A React component whose default props are preview data; inline styles and a table layout.
// Every text in the owner's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { EmailFrame } from './frame';
import { ownerCopy } from './owner-copy';

export interface HomeSubmissionDecidedProps {
  ownerName?: string;
  societyName?: string;
  home?: string;
  decision?: 'approved' | 'ask' | 'refused';
  note?: string | null;
  link?: string;
  brandName?: string;
  siteUrl?: string;
  /** The owner's language (owners.language when the message was queued). */
  locale?: Locale;
}

const preview = {
  ownerName: 'Ravi',
  societyName: 'Prestige Lakeside Habitat',
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  decision: 'approved' as const,
  note: null,
  link: 'http://localhost:3000/owner/homes',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: HomeSubmissionDecidedProps) => ({ ...preview, ...props });

const headline = ({ decision, locale }: { decision: 'approved' | 'ask' | 'refused'; locale?: Locale }) => ownerCopy(locale, 'submission')(`headline.${decision}`);

export function homeSubmissionDecidedSubject(props: HomeSubmissionDecidedProps = {}): string {
  const filled = fill(props);
  return `${headline(filled)}: ${filled.societyName}`;
}

function sentence(props: HomeSubmissionDecidedProps): string {
  const { decision, home, societyName, note, locale } = fill(props);
  return ownerCopy(locale, 'submission')(`sentence.${decision}`, { home, society: societyName, note: String(note) });
}

export function homeSubmissionDecidedText(props: HomeSubmissionDecidedProps = {}): string {
  const { ownerName, link, brandName, siteUrl, locale } = fill(props);
  const common = ownerCopy(locale, 'common');
  return [common('greeting', { name: ownerName }), '', sentence(props), ownerCopy(locale, 'submission')('yourHomes'), link, '', common('footer', { brand: brandName, site: siteUrl })].join('\n');
}

export function homeSubmissionDecidedWhatsApp(props: HomeSubmissionDecidedProps = {}): string {
  const { brandName, link } = fill(props);
  return `${brandName}: ${sentence(props)} ${link}`;
}

export default function HomeSubmissionDecidedEmail(props: HomeSubmissionDecidedProps) {
  const filled = fill(props);
  const { ownerName, link, brandName, siteUrl, locale } = filled;
  return (
    <EmailFrame title={homeSubmissionDecidedSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{headline(filled)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{ownerCopy(locale, 'common')('lead', { name: ownerName, text: sentence(props) })}</p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              {ownerCopy(locale, 'submission')('button')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
