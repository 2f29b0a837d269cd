// The login-code e-mail (ARCHITECTURE: e-mails are React components whose default props are preview data).
// Inline styles and a table layout, because mail clients ignore style sheets.
import { CodeBox } from './code-box';
import { emailCopy, richCopy, type Locale } from './copy';
import { brandTagline, EmailFrame } from './frame';

export interface LoginCodeEmailProps {
  code?: string;
  /** The one-tap sign-in link (the confirmation page), valid as long as the code. */
  link?: string;
  brandName?: string;
  expiresInMinutes?: number;
  siteUrl?: string;
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

const preview = {
  code: '482913',
  link: 'http://localhost:3000/auth/confirm?token_hash=preview-token&type=email',
  brandName: 'GHomes',
  expiresInMinutes: 10,
  siteUrl: 'http://localhost:3000',
};

const copy = (locale?: Locale) => emailCopy(locale, 'loginCode');

/** One line on the link: it is how whoever holds the inbox signs in on a new phone or another computer. */
export const linkAnyDevice = (minutes: number, locale?: Locale) => copy(locale)('anyDevice', { minutes });

/** The subject never carries the code: subjects end up in logs and notification previews. */
export function loginCodeSubject({ brandName = preview.brandName, locale }: LoginCodeEmailProps = {}): string {
  return copy(locale)('subject', { brand: brandName });
}

export function loginCodeText(props: LoginCodeEmailProps = {}): string {
  const { code, link, brandName, expiresInMinutes, siteUrl } = { ...preview, ...props };
  const t = copy(props.locale);
  return [
    t('subject', { brand: brandName }),
    '',
    code,
    '',
    t('textEnter', { minutes: expiresInMinutes }),
    '',
    t('textOneTap'),
    link,
    linkAnyDevice(expiresInMinutes, props.locale),
    '',
    t('ignore'),
    '',
    `${brandName} · ${brandTagline(props.locale)} · ${siteUrl}`,
  ].join('\n');
}


export default function LoginCodeEmail(props: LoginCodeEmailProps) {
  const { code, link, brandName, expiresInMinutes, siteUrl, locale } = { ...preview, ...props };
  const t = copy(locale);
  return (
    <EmailFrame title={loginCodeSubject({ brandName, locale })} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px 28px 8px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('title')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{t('lead', { brand: brandName })}</p>
        </td>
      </tr>
      <CodeBox code={code} />
      <tr>
        <td style={{ padding: '0 28px 20px', fontSize: 14, lineHeight: '21px', color: '#475569' }}>
          <p style={{ margin: 0 }}>
            {richCopy(t, 'expires', { minutes: <strong style={{ color: '#0f172a' }}>{t('minutes', { minutes: expiresInMinutes })}</strong> })}
          </p>
        </td>
      </tr>
      <tr>
        <td align="center" style={{ padding: '0 28px 8px' }}>
          <a
            href={link}
            style={{
              display: 'inline-block',
              padding: '13px 24px',
              borderRadius: 10,
              backgroundColor: '#0f766e',
              color: '#ffffff',
              fontSize: 16,
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            {t('oneTap')}
          </a>
          <p style={{ margin: '10px 0 0', fontSize: 13, lineHeight: '19px', color: '#475569' }}>{linkAnyDevice(expiresInMinutes, locale)}</p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '12px 28px 28px', fontSize: 14, lineHeight: '21px', color: '#475569' }}>
          <p style={{ margin: 0 }}>{t('ignore')}</p>
        </td>
      </tr>
    </EmailFrame>
  );
}
