// A visit moved to another slot: one message saying what changed (the old slot struck through, the
// new one), with the gate pass and an updated calendar invite (same UID, higher SEQUENCE). Default props are preview data.
import { emailCopy } from './copy';
import { brandTagline, EmailFrame } from './frame';
import { fillVisit, VISIT_EMAIL_PREVIEW, visitCopy, DetailTable, EmailHeading, DirectionsButton, GatePassBlock, gatePassText, ManageVisitLine, type VisitEmailProps, homeWithHouse } from './visit-parts';

export interface VisitRescheduledEmailProps extends VisitEmailProps {
  /** 'Mon, 24 Nov 2026, 10:30 AM - 11:00 AM IST'. */
  was?: string;
}

const preview: Required<Omit<VisitRescheduledEmailProps, 'locale'>> = {
  ...VISIT_EMAIL_PREVIEW,
  was: 'Mon, 24 Nov 2026, 10:30 AM - 11:00 AM IST',
  date: 'Tue, 25 Nov 2026',
  time: '4:00 PM - 4:30 PM IST',
  pass: { ...VISIT_EMAIL_PREVIEW.pass!, validity: '3:30 PM to 5:00 PM' },
};

const fill = (props: VisitRescheduledEmailProps) => fillVisit(preview, props);
const copy = (props: VisitRescheduledEmailProps) => emailCopy(props.locale, 'visitRescheduled');

export function visitRescheduledSubject(props: VisitRescheduledEmailProps = {}): string {
  const { societyName, date, time } = fill(props);
  return copy(props)('subject', { society: societyName, date, time: time.split(' - ')[0]! });
}

export function visitRescheduledText(props: VisitRescheduledEmailProps = {}): string {
  const { name, societyName, propertyName, house, was, date, time, address, directionsUrl, manageUrl, pass, brandName, locale } = fill(props);
  const t = copy(props);
  const visit = visitCopy(locale);
  return [
    emailCopy(locale, 'common')('greeting', { name }),
    '',
    t('movedText', { home: homeWithHouse(propertyName, house, locale), society: societyName }),
    '',
    `${t('was')}: ${was}`,
    `${t('now')}: ${date}, ${time}`,
    `${visit('address')}: ${address}`,
    `${visit('directions')}: ${directionsUrl}`,
    ...(pass ? ['', gatePassText(pass)] : []),
    '',
    t('invite'),
    visit('rescheduleOrCancel', { url: manageUrl }),
    '',
    `${brandName} · ${brandTagline(locale)}`,
  ].join('\n');
}

export function visitRescheduledWhatsApp(props: VisitRescheduledEmailProps = {}): string {
  const { societyName, propertyName, house, was, date, time, directionsUrl, manageUrl, pass, brandName, locale } = fill(props);
  const t = copy(props);
  const visit = visitCopy(locale);
  return [
    `${brandName}: ${t('moved', { home: homeWithHouse(propertyName, house, locale), society: societyName })}`,
    `${t('was')}: ${was}`,
    `${t('now')}: ${date}, ${time}`,
    `${visit('map')}: ${directionsUrl}`,
    ...(pass ? [gatePassText(pass) + '.'] : []),
    visit('rescheduleOrCancel', { url: manageUrl }),
  ].join('\n');
}

export default function VisitRescheduledEmail(props: VisitRescheduledEmailProps) {
  const { name, societyName, propertyName, house, was, date, time, address, directionsUrl, manageUrl, pass, brandName, siteUrl, locale } = fill(props);
  const t = copy(props);
  return (
    <EmailFrame title={visitRescheduledSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <EmailHeading title={t('title')}>{t('lead', { name, home: homeWithHouse(propertyName, house, locale), society: societyName })}</EmailHeading>
      <DetailTable
        rows={[
          { label: t('was'), value: was, muted: true },
          { label: t('now'), value: `${date}, ${time}` },
          { label: visitCopy(locale)('address'), value: address },
        ]}
      />
      {pass && <GatePassBlock {...pass} />}
      <tr>
        <td style={{ padding: '12px 28px 28px' }}>
          <DirectionsButton href={directionsUrl} locale={locale} />
          <p style={{ margin: '16px 0 0', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>{t('invite')}</p>
          <ManageVisitLine manageUrl={manageUrl} locale={locale} />
        </td>
      </tr>
    </EmailFrame>
  );
}
