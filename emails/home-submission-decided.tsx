// The desk's answer to a home an owner added on /owner/homes/new: live, more asked for, or not listed with the
// reason. A React component whose default props are preview data; inline styles and a table layout.
import { EmailFrame } from './frame';

export interface HomeSubmissionDecidedProps {
  ownerName?: string;
  societyName?: string;
  home?: string;
  decision?: 'approved' | 'ask' | 'refused';
  note?: string | null;
  link?: string;
  brandName?: string;
  siteUrl?: string;
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

const HEADLINES = {
  approved: 'Your home is live',
  ask: 'We need a little more about your home',
  refused: 'We could not list your home',
} as const;

export function homeSubmissionDecidedSubject(props: HomeSubmissionDecidedProps = {}): string {
  const { decision, societyName } = fill(props);
  return `${HEADLINES[decision]}: ${societyName}`;
}

function sentence(props: HomeSubmissionDecidedProps): string {
  const { decision, home, societyName, note } = fill(props);
  if (decision === 'approved') return `${home} in ${societyName} is now listed on GHomes. Tenants can see it and book visits.`;
  if (decision === 'ask') return `Before we list ${home} in ${societyName}, please add this: ${note}`;
  return `We did not list ${home} in ${societyName}. The reason: ${note}`;
}

export function homeSubmissionDecidedText(props: HomeSubmissionDecidedProps = {}): string {
  const { ownerName, link, brandName, siteUrl } = fill(props);
  return [`Hi ${ownerName},`, '', sentence(props), 'Your homes:', link, '', `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`].join('\n');
}

export function homeSubmissionDecidedWhatsApp(props: HomeSubmissionDecidedProps = {}): string {
  const { brandName, link } = fill(props);
  return `${brandName}: ${sentence(props)} ${link}`;
}

export default function HomeSubmissionDecidedEmail(props: HomeSubmissionDecidedProps) {
  const { ownerName, decision, link, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={homeSubmissionDecidedSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{HEADLINES[decision]}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {ownerName}, {sentence(props)}
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              See your homes
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
