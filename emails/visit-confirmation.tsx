// The visit confirmation: society, property, date and time in India time, the address and a
// directions link; the calendar invite travels as an attachment. A React component whose default props are
// preview data; inline styles and tables, because mail clients ignore style sheets. React escapes every value.
import { EmailFrame } from './frame';

export interface VisitConfirmationEmailProps {
  name?: string;
  societyName?: string;
  propertyName?: string;
  /** 'Mon, 24 Nov 2026' (India time). */
  date?: string;
  /** '10:30 AM - 11:00 AM IST'. */
  time?: string;
  address?: string;
  directionsUrl?: string;
  visitsUrl?: string;
  brandName?: string;
  siteUrl?: string;
}

const preview: Required<VisitConfirmationEmailProps> = {
  name: 'Asha',
  societyName: 'Prestige Lakeside Habitat',
  propertyName: '3 BHK for rent',
  date: 'Mon, 24 Nov 2026',
  time: '10:30 AM - 11:00 AM IST',
  address: 'Varthur, Whitefield, Bangalore',
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=12.95,77.74',
  visitsUrl: 'http://localhost:3000/shortlisted?tab=doors-unlocked',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: VisitConfirmationEmailProps) => ({ ...preview, ...props });

export function visitConfirmationSubject(props: VisitConfirmationEmailProps = {}): string {
  const { societyName, date, time } = fill(props);
  return `Visit booked: ${societyName}, ${date} at ${time.split(' - ')[0]}`;
}

export function visitConfirmationText(props: VisitConfirmationEmailProps = {}): string {
  const { name, societyName, propertyName, date, time, address, directionsUrl, visitsUrl, brandName } = fill(props);
  return [
    `Hi ${name},`,
    '',
    `Your visit is booked. The door will be unlocked for you.`,
    '',
    `Society: ${societyName}`,
    `Property: ${propertyName}`,
    `Date: ${date}`,
    `Time: ${time}`,
    `Address: ${address}`,
    `Directions: ${directionsUrl}`,
    '',
    'A calendar invite is attached, with a reminder an hour before.',
    `Your visits: ${visitsUrl}`,
    '',
    `${brandName} · Rent • Buy • Sell in Gated Societies`,
  ].join('\n');
}


function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <td style={{ padding: '6px 0', fontSize: 13, color: '#64748b', width: 90, verticalAlign: 'top' }}>{label}</td>
      <td style={{ padding: '6px 0', fontSize: 15, color: '#0f172a', fontWeight: 600 }}>{value}</td>
    </tr>
  );
}

export default function VisitConfirmationEmail(props: VisitConfirmationEmailProps) {
  const { name, societyName, propertyName, date, time, address, directionsUrl, visitsUrl, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={visitConfirmationSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 8px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>Visit booked successfully!</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {name}, your visit is booked and the door will be unlocked for you.
          </p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '8px 28px 8px' }}>
          <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
            <tbody>
              <Row label="Society" value={societyName} />
              <Row label="Property" value={propertyName} />
              <Row label="Date" value={date} />
              <Row label="Time" value={time} />
              <Row label="Address" value={address} />
            </tbody>
          </table>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '12px 28px 28px' }}>
          <a
            href={directionsUrl}
            style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '12px 20px', borderRadius: 10, fontSize: 15, fontWeight: 600, textDecoration: 'none' }}
          >
            Get directions
          </a>
          <p style={{ margin: '16px 0 0', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>
            A calendar invite is attached, with a reminder an hour before. See all your visits{' '}
            <a href={visitsUrl} style={{ color: '#0f766e' }}>
              here
            </a>
            .
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
