// A visit reminder: 24 hours and 2 hours before the slot. The society's address, a map link, the slot
// (India time), the gate pass and how to reschedule or cancel. Default props are preview data.
import { EmailFrame } from './frame';
import { VISIT_EMAIL_PREVIEW, visitDetailRows, DetailTable, EmailHeading, DirectionsButton, GatePassBlock, gatePassText, ManageVisitLine, type VisitEmailProps, homeWithHouse, houseLines } from './visit-parts';

export interface VisitReminderEmailProps extends VisitEmailProps {
  /** 'tomorrow' (24 hours before) or 'in 2 hours'. */
  when?: string;
}

const preview: Required<VisitReminderEmailProps> = {
  ...VISIT_EMAIL_PREVIEW,
  when: 'tomorrow',
};

const fill = (props: VisitReminderEmailProps) => ({ ...preview, ...props });

export function visitReminderSubject(props: VisitReminderEmailProps = {}): string {
  const { societyName, when, time } = fill(props);
  return `Reminder: your visit to ${societyName} is ${when}, ${time.split(' - ')[0]}`;
}

export function visitReminderText(props: VisitReminderEmailProps = {}): string {
  const { name, when, societyName, propertyName, house, date, time, address, directionsUrl, manageUrl, pass, brandName } = fill(props);
  return [
    `Hi ${name},`,
    '',
    `A reminder: your visit is ${when}. The door will be unlocked for you.`,
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
    `Reschedule or cancel: ${manageUrl}`,
    '',
    `${brandName} · Rent • Buy • Sell in Gated Societies`,
  ].join('\n');
}

export function visitReminderWhatsApp(props: VisitReminderEmailProps = {}): string {
  const { when, societyName, propertyName, house, date, time, address, directionsUrl, manageUrl, pass, brandName } = fill(props);
  return [
    `${brandName}: reminder, your visit to ${homeWithHouse(propertyName, house)} at ${societyName} is ${when}: ${date}, ${time}.`,
    `Address: ${address}. Map: ${directionsUrl}`,
    ...(pass ? [gatePassText(pass) + '.'] : []),
    `Reschedule or cancel: ${manageUrl}`,
  ].join('\n');
}

export default function VisitReminderEmail(props: VisitReminderEmailProps) {
  const { name, when, societyName, propertyName, house, date, time, address, directionsUrl, manageUrl, pass, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={visitReminderSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <EmailHeading title={`Your visit is ${when}`}>Hi {name}, the door will be unlocked for you at {societyName}.</EmailHeading>
      <DetailTable
        rows={visitDetailRows({ societyName, propertyName, house, date, time, address })}
      />
      {pass && <GatePassBlock {...pass} />}
      <tr>
        <td style={{ padding: '12px 28px 28px' }}>
          <DirectionsButton href={directionsUrl} />
          <ManageVisitLine manageUrl={manageUrl} />
        </td>
      </tr>
    </EmailFrame>
  );
}
