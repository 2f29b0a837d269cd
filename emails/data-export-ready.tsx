// 'Download my data': the file is ready. A React component whose default props are preview data; inline styles and
// a table layout.
import { emailCopy, type Locale } from './copy';
import { brandTagline, EmailFrame } from './frame';

export interface DataExportReadyProps {
  firstName?: string;
  link?: string;
  hours?: number;
  brandName?: string;
  siteUrl?: string;
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

const preview = { firstName: 'Asha', link: 'http://localhost:3000/my-data/preview-token', hours: 24, brandName: 'GHomes', siteUrl: 'http://localhost:3000' };
const fill = (props: DataExportReadyProps) => ({ ...preview, ...props });
const copy = (props: DataExportReadyProps) => emailCopy(props.locale, 'dataExportReady');

export function dataExportReadySubject(props: DataExportReadyProps = {}): string {
  return copy(props)('subject', { brand: fill(props).brandName });
}

export function dataExportReadyText(props: DataExportReadyProps = {}): string {
  const { firstName, link, hours, brandName, siteUrl } = fill(props);
  const t = copy(props);
  return [
    emailCopy(props.locale, 'common')('greeting', { name: firstName }),
    '',
    t('textLead', { brand: brandName, hours }),
    link,
    '',
    t('notYou'),
    '',
    `${brandName} · ${brandTagline(props.locale)} · ${siteUrl}`,
  ].join('\n');
}

export default function DataExportReadyEmail(props: DataExportReadyProps) {
  const { firstName, link, hours, brandName, siteUrl } = fill(props);
  const t = copy(props);
  return (
    <EmailFrame title={dataExportReadySubject({ brandName, locale: props.locale })} brandName={brandName} siteUrl={siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('title')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            {t('lead', { name: firstName, brand: brandName, hours })}
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              {t('button')}
            </a>
          </p>
          <p style={{ margin: '20px 0 0', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>{t('notYou')}</p>
        </td>
      </tr>
    </EmailFrame>
  );
}
