// The visit confirmation: society, property, date and time in India time, the address and a
// directions link; the calendar invite travels as an attachment. A React component whose default props are
// preview data; inline styles and tables, because mail clients ignore style sheets. React escapes every value.
import { EmailFrame } from './frame';
import { VISIT_EMAIL_PREVIEW, visitDetailRows, DetailTable, EmailHeading, DirectionsButton, GatePassBlock, gatePassText, type VisitEmailProps, homeWithHouse, houseLines } from './visit-parts';

export interface VisitConfirmationEmailProps extends Omit<VisitEmailProps, 'manageUrl'> {
  /** The tenant's visits (the confirmation links there rather than to one visit). */
  visitsUrl?: string;
}

const preview: Required<VisitConfirmationEmailProps> = {
  ...VISIT_EMAIL_PREVIEW,
  visitsUrl: 'http://localhost:3000/shortlisted?tab=doors-unlocked',
};

const fill = (props: VisitConfirmationEmailProps) => ({ ...preview, ...props });

export function visitConfirmationSubject(props: VisitConfirmationEmailProps = {}): string {
  const { societyName, date, time } = fill(props);
  return `Visit booked: ${societyName}, ${date} at ${time.split(' - ')[0]}`;
}

export function visitConfirmationText(props: VisitConfirmationEmailProps = {}): string {
  const { name, societyName, propertyName, house, date, time, address, directionsUrl, visitsUrl, pass, brandName } = fill(props);
  return [
    `Hi ${name},`,
    '',
    `Your visit is booked. The door will be unlocked for you.`,
    '',
    `Society: ${societyName}`,
    `Property: ${propertyName}`,
    ...houseLines(house),
    `Date: ${date}`,
    `Time: ${time}`,
    `Address: ${address}`,
    `Directions: ${directionsUrl}`,
    ...(pass ? ['', gatePassText(pass)] : []),
    '',
    'A calendar invite is attached, with a reminder an hour before.',
    `Your visits: ${visitsUrl}`,
    '',
    `${brandName} · Rent • Buy • Sell in Gated Societies`,
  ].join('\n');
}


/** The WhatsApp message of the same event (sent only to a number the account proved). */
export function visitConfirmationWhatsApp(props: VisitConfirmationEmailProps = {}): string {
  const { societyName, propertyName, house, date, time, directionsUrl, pass, brandName } = fill(props);
  return `${brandName}: your visit to ${homeWithHouse(propertyName, house)} at ${societyName} is booked for ${date}, ${time}. Directions: ${directionsUrl}${pass ? `\n${gatePassText(pass)}.` : ''}`;
}

export default function VisitConfirmationEmail(props: VisitConfirmationEmailProps) {
  const { name, societyName, propertyName, house, date, time, address, directionsUrl, visitsUrl, pass, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={visitConfirmationSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <EmailHeading title="Visit booked successfully!">Hi {name}, your visit is booked and the door will be unlocked for you.</EmailHeading>
      <DetailTable
        rows={visitDetailRows({ societyName, propertyName, house, date, time, address })}
      />
      {pass && <GatePassBlock {...pass} />}
      <tr>
        <td style={{ padding: '12px 28px 28px' }}>
          <DirectionsButton href={directionsUrl} />
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
