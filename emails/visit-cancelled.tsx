// The cancellation notice (an upcoming visit cancelled from its card; the person gets a short e-mail and
// WhatsApp). A React component whose default props are preview data; inline styles and a table layout,
// because mail clients ignore style sheets. React escapes every value.
import { emailCopy, type Locale } from './copy';
import { brandTagline, EmailFrame } from './frame';

export interface VisitCancelledEmailProps {
  firstName?: string;
  societyName?: string;
  home?: string;
  /** e.g. 'Tue, 24 Nov 2026 · 10:00 AM – 10:30 AM' (India time). */
  when?: string;
  brandName?: string;
  siteUrl?: string;
  societyUrl?: string;
  /** 'rented': we cancelled it because the owner let the home (with an apology); absent: the person cancelled it. */
  reason?: 'rented';
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

const preview = {
  firstName: 'Asha',
  societyName: 'Prestige Lakeside Habitat',
  home: '2 BHK · Semi-Furnished',
  when: 'Tue, 24 Nov 2026 · 10:00 AM – 10:30 AM',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
  societyUrl: 'http://localhost:3000/society/00000000-0000-4000-8000-000000000000/properties',
};

const fill = (props: VisitCancelledEmailProps) => ({ ...preview, ...props });
const copy = (props: VisitCancelledEmailProps) => emailCopy(props.locale, 'visitCancelled');

export function visitCancelledSubject(props: VisitCancelledEmailProps = {}): string {
  return copy(props)('subject', { society: fill(props).societyName });
}

export function visitCancelledText(props: VisitCancelledEmailProps = {}): string {
  const { firstName, societyName, home, when, brandName, siteUrl, societyUrl } = fill(props);
  const t = copy(props);
  return [
    emailCopy(props.locale, 'common')('greeting', { name: firstName }),
    '',
    t('textLead', { home, society: societyName, when }),
    t(props.reason === 'rented' ? 'textRented' : 'textFree'),
    societyUrl,
    '',
    `${brandName} · ${brandTagline(props.locale)} · ${siteUrl}`,
  ].join('\n');
}

/** The WhatsApp line: short, same facts. */
export function visitCancelledWhatsApp(props: VisitCancelledEmailProps = {}): string {
  const { societyName, home, when, brandName } = fill(props);
  return copy(props)(props.reason === 'rented' ? 'whatsappRented' : 'whatsapp', { brand: brandName, home, society: societyName, when });
}


export default function VisitCancelledEmail(props: VisitCancelledEmailProps) {
  const { firstName, societyName, home, when, brandName, siteUrl, societyUrl } = fill(props);
  const t = copy(props);
  return (
    <EmailFrame title={visitCancelledSubject({ societyName, locale: props.locale })} brandName={brandName} siteUrl={siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('title')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            {t(props.reason === 'rented' ? 'leadRented' : 'lead', { name: firstName })}
          </p>
          <div style={{ marginTop: 16, borderRadius: 12, backgroundColor: '#f8fafc', border: '1px solid #e2e8f0', padding: '14px 16px' }}>
            <div style={{ fontSize: 15, fontWeight: 600 }}>{societyName}</div>
            <div style={{ marginTop: 4, fontSize: 14, color: '#475569' }}>{home}</div>
            <div style={{ marginTop: 4, fontSize: 14, color: '#475569' }}>{t('whenIndia', { when })}</div>
          </div>
          <p style={{ margin: '20px 0 0' }}>
            <a href={societyUrl} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              {t(props.reason === 'rented' ? 'otherHomes' : 'bookAgain')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
