// A visit moved to another slot: one message saying what changed (the old slot struck through, the
// new one), with the gate pass and an updated calendar invite (same UID, higher SEQUENCE). Default props are preview data.
import { EmailFrame } from './frame';
import { VISIT_EMAIL_PREVIEW, DetailTable, EmailHeading, DirectionsButton, GatePassBlock, gatePassText, ManageVisitLine, type VisitEmailProps, homeWithHouse } from './visit-parts';

export interface VisitRescheduledEmailProps extends VisitEmailProps {
  /** 'Mon, 24 Nov 2026, 10:30 AM - 11:00 AM IST'. */
  was?: string;
}

const preview: Required<VisitRescheduledEmailProps> = {
  ...VISIT_EMAIL_PREVIEW,
  was: 'Mon, 24 Nov 2026, 10:30 AM - 11:00 AM IST',
  date: 'Tue, 25 Nov 2026',
  time: '4:00 PM - 4:30 PM IST',
  pass: { ...VISIT_EMAIL_PREVIEW.pass!, validity: '3:30 PM to 5:00 PM' },
};

const fill = (props: VisitRescheduledEmailProps) => ({ ...preview, ...props });

export function visitRescheduledSubject(props: VisitRescheduledEmailProps = {}): string {
  const { societyName, date, time } = fill(props);
  return `Visit rescheduled: ${societyName}, now ${date} at ${time.split(' - ')[0]}`;
}

export function visitRescheduledText(props: VisitRescheduledEmailProps = {}): string {
  const { name, societyName, propertyName, house, was, date, time, address, directionsUrl, manageUrl, pass, brandName } = fill(props);
  return [
    `Hi ${name},`,
    '',
    `Your visit to ${homeWithHouse(propertyName, house)} at ${societyName} has moved.`,
    '',
    `Was: ${was}`,
    `Now: ${date}, ${time}`,
    `Address: ${address}`,
    `Directions: ${directionsUrl}`,
    ...(pass ? ['', gatePassText(pass)] : []),
    '',
    'The attached calendar invite replaces the earlier one.',
    `Reschedule or cancel: ${manageUrl}`,
    '',
    `${brandName} · Rent • Buy • Sell in Gated Societies`,
  ].join('\n');
}

export function visitRescheduledWhatsApp(props: VisitRescheduledEmailProps = {}): string {
  const { societyName, propertyName, house, was, date, time, directionsUrl, manageUrl, pass, brandName } = fill(props);
  return [
    `${brandName}: your visit to ${homeWithHouse(propertyName, house)} at ${societyName} has moved.`,
    `Was: ${was}`,
    `Now: ${date}, ${time}`,
    `Map: ${directionsUrl}`,
    ...(pass ? [gatePassText(pass) + '.'] : []),
    `Reschedule or cancel: ${manageUrl}`,
  ].join('\n');
}

export default function VisitRescheduledEmail(props: VisitRescheduledEmailProps) {
  const { name, societyName, propertyName, house, was, date, time, address, directionsUrl, manageUrl, pass, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={visitRescheduledSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <EmailHeading title="Your visit has moved">Hi {name}, your visit to {homeWithHouse(propertyName, house)} at {societyName} is at a new time.</EmailHeading>
      <DetailTable
        rows={[
          { label: 'Was', value: was, muted: true },
          { label: 'Now', value: `${date}, ${time}` },
          { label: 'Address', value: address },
        ]}
      />
      {pass && <GatePassBlock {...pass} />}
      <tr>
        <td style={{ padding: '12px 28px 28px' }}>
          <DirectionsButton href={directionsUrl} />
          <p style={{ margin: '16px 0 0', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>The attached calendar invite replaces the earlier one.</p>
          <ManageVisitLine manageUrl={manageUrl} />
        </td>
      </tr>
    </EmailFrame>
  );
}
