// The visit confirmation: society, property, date and time in India time, the address and a
// directions link; the calendar invite travels as an attachment. A React component whose default props are
// preview data; inline styles and tables, because mail clients ignore style sheets. React escapes every value.
import { emailCopy, richCopy } from './copy';
import { brandTagline, EmailFrame } from './frame';
import { fillVisit, VISIT_EMAIL_PREVIEW, visitDetailRows, visitTextLines, DetailTable, EmailHeading, DirectionsButton, GatePassBlock, gatePassText, type VisitEmailProps, homeWithHouse } from './visit-parts';

export interface VisitConfirmationEmailProps extends Omit<VisitEmailProps, 'manageUrl'> {
  /** The tenant's visits (the confirmation links there rather than to one visit). */
  visitsUrl?: string;
}

const preview: Required<Omit<VisitConfirmationEmailProps, 'locale'>> = {
  ...VISIT_EMAIL_PREVIEW,
  visitsUrl: 'http://localhost:3000/shortlisted?tab=doors-unlocked',
};

const fill = (props: VisitConfirmationEmailProps) => fillVisit(preview, props);
const copy = (props: VisitConfirmationEmailProps) => emailCopy(props.locale, 'visitConfirmation');

export function visitConfirmationSubject(props: VisitConfirmationEmailProps = {}): string {
  const { societyName, date, time } = fill(props);
  return copy(props)('subject', { society: societyName, date, time: time.split(' - ')[0]! });
}

export function visitConfirmationText(props: VisitConfirmationEmailProps = {}): string {
  const filled = fill(props);
  const { name, visitsUrl, pass, brandName, locale } = filled;
  const t = copy(props);
  return [
    emailCopy(locale, 'common')('greeting', { name }),
    '',
    t('textLead'),
    '',
    ...visitTextLines(filled, locale),
    ...(pass ? ['', gatePassText(pass)] : []),
    '',
    t('textInvite'),
    t('textVisits', { url: visitsUrl }),
    '',
    `${brandName} · ${brandTagline(locale)}`,
  ].join('\n');
}


/** The WhatsApp message of the same event (sent only to a number the account proved). */
export function visitConfirmationWhatsApp(props: VisitConfirmationEmailProps = {}): string {
  const { societyName, propertyName, house, date, time, directionsUrl, pass, brandName, locale } = fill(props);
  const line = copy(props)('whatsapp', { brand: brandName, home: homeWithHouse(propertyName, house, locale), society: societyName, date, time, url: directionsUrl });
  return `${line}${pass ? `\n${gatePassText(pass)}.` : ''}`;
}

export default function VisitConfirmationEmail(props: VisitConfirmationEmailProps) {
  const { name, societyName, propertyName, house, date, time, address, directionsUrl, visitsUrl, pass, brandName, siteUrl, locale } = fill(props);
  const t = copy(props);
  return (
    <EmailFrame title={visitConfirmationSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <EmailHeading title={t('title')}>{t('lead', { name })}</EmailHeading>
      <DetailTable
        rows={visitDetailRows({ societyName, propertyName, house, date, time, address }, locale)}
      />
      {pass && <GatePassBlock {...pass} />}
      <tr>
        <td style={{ padding: '12px 28px 28px' }}>
          <DirectionsButton href={directionsUrl} locale={locale} />
          <p style={{ margin: '16px 0 0', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>
            {richCopy(t, 'invite', {
              link: (
                <a href={visitsUrl} style={{ color: '#0f766e' }}>
                  {t('here')}
                </a>
              ),
            })}
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
