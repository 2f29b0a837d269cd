// The question to the owner of an Active rent listing (docs/owners.md "Availability"): is the home still available?
// The same link in the first ask and in the one reminder. A React component whose default props are preview data;
// inline styles and a table layout, because mail clients ignore style sheets. React escapes every value.
import { EmailFrame } from './frame';

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
  const { societyName, home, rent } = fill(props);
  return `Is your home at ${societyName}, ${home} still available for ₹${rent}?`;
}

export function availabilityAskSubject(props: AvailabilityAskProps = {}): string {
  const { reminder, societyName } = fill(props);
  return `${reminder ? 'Reminder: ' : ''}Is your home at ${societyName} still available?`;
}

export function availabilityAskText(props: AvailabilityAskProps = {}): string {
  const { ownerName, link, reminder, brandName, siteUrl } = fill(props);
  return [
    `Hi ${ownerName},`,
    '',
    availabilityQuestion(props),
    reminder ? 'We have not heard from you yet. Without your answer the listing is hidden from tenants soon.' : 'One tap tells us, and tenants see an up-to-date listing:',
    link,
    '',
    `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`,
  ].join('\n');
}

/** The WhatsApp line: the question and the link. */
export function availabilityAskWhatsApp(props: AvailabilityAskProps = {}): string {
  const { link, brandName, reminder } = fill(props);
  return `${brandName}: ${reminder ? 'Reminder. ' : ''}${availabilityQuestion(props)} Answer in one tap: ${link}`;
}

const button = { display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 } as const;

export default function AvailabilityAskEmail(props: AvailabilityAskProps) {
  const { ownerName, societyName, home, link, reminder, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={availabilityAskSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{reminder ? 'A reminder about your home' : 'Is your home still available?'}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>Hi {ownerName}, {availabilityQuestion(props)}</p>
          <div style={{ marginTop: 16, borderRadius: 12, backgroundColor: '#f8fafc', border: '1px solid #e2e8f0', padding: '14px 16px' }}>
            <div style={{ fontSize: 15, fontWeight: 600 }}>{societyName}</div>
            <div style={{ marginTop: 4, fontSize: 14, color: '#475569' }}>{home}</div>
          </div>
          {reminder ? <p style={{ margin: '16px 0 0', fontSize: 14, color: '#475569' }}>Without your answer the listing is hidden from tenants soon.</p> : null}
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={button}>
              Answer in one tap
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
