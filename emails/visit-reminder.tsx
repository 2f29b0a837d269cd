// A visit reminder: 24 hours and 2 hours before the slot. The society's address, a map link, the slot
// (India time), the gate pass and how to reschedule or cancel. Default props are preview data.
import { emailCopy } from './copy';
import { brandTagline, EmailFrame } from './frame';
import { fillVisit, VISIT_EMAIL_PREVIEW, visitCopy, visitDetailRows, visitTextLines, DetailTable, EmailHeading, DirectionsButton, GatePassBlock, gatePassText, ManageVisitLine, type VisitEmailProps, homeWithHouse } from './visit-parts';

export interface VisitReminderEmailProps extends VisitEmailProps {
  /** 'tomorrow' (24 hours before) or 'in 2 hours'. */
  when?: string;
}

const preview: Required<Omit<VisitReminderEmailProps, 'locale'>> = {
  ...VISIT_EMAIL_PREVIEW,
  when: 'tomorrow',
};

const fill = (props: VisitReminderEmailProps) => fillVisit(preview, props);
const copy = (props: VisitReminderEmailProps) => emailCopy(props.locale, 'visitReminder');

export function visitReminderSubject(props: VisitReminderEmailProps = {}): string {
  const { societyName, when, time } = fill(props);
  return copy(props)('subject', { society: societyName, when, time: time.split(' - ')[0]! });
}

export function visitReminderText(props: VisitReminderEmailProps = {}): string {
  const filled = fill(props);
  const { name, when, manageUrl, pass, brandName, locale } = filled;
  return [
    emailCopy(locale, 'common')('greeting', { name }),
    '',
    copy(props)('textLead', { when }),
    '',
    ...visitTextLines(filled, locale),
    ...(pass ? ['', gatePassText(pass)] : []),
    '',
    visitCopy(locale)('rescheduleOrCancel', { url: manageUrl }),
    '',
    `${brandName} · ${brandTagline(locale)}`,
  ].join('\n');
}

export function visitReminderWhatsApp(props: VisitReminderEmailProps = {}): string {
  const { when, societyName, propertyName, house, date, time, address, directionsUrl, manageUrl, pass, brandName, locale } = fill(props);
  const t = copy(props);
  return [
    t('whatsapp', { brand: brandName, home: homeWithHouse(propertyName, house, locale), society: societyName, when, date, time }),
    t('whatsappWhere', { address, url: directionsUrl }),
    ...(pass ? [gatePassText(pass) + '.'] : []),
    visitCopy(locale)('rescheduleOrCancel', { url: manageUrl }),
  ].join('\n');
}

export default function VisitReminderEmail(props: VisitReminderEmailProps) {
  const { name, when, societyName, propertyName, house, date, time, address, directionsUrl, manageUrl, pass, brandName, siteUrl, locale } = fill(props);
  const t = copy(props);
  return (
    <EmailFrame title={visitReminderSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <EmailHeading title={t('title', { when })}>{t('lead', { name, society: societyName })}</EmailHeading>
      <DetailTable
        rows={visitDetailRows({ societyName, propertyName, house, date, time, address }, locale)}
      />
      {pass && <GatePassBlock {...pass} />}
      <tr>
        <td style={{ padding: '12px 28px 28px' }}>
          <DirectionsButton href={directionsUrl} locale={locale} />
          <ManageVisitLine manageUrl={manageUrl} locale={locale} />
        </td>
      </tr>
    </EmailFrame>
  );
}
