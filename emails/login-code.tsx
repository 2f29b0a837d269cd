// The login-code e-mail (ARCHITECTURE: e-mails are React components whose default props are preview data).
// Inline styles and a table layout, because mail clients ignore style sheets.
import { CodeBox } from './code-box';
import { EmailFrame } from './frame';

export interface LoginCodeEmailProps {
  code?: string;
  /** The one-tap sign-in link (the confirmation page), valid as long as the code. */
  link?: string;
  brandName?: string;
  expiresInMinutes?: number;
  siteUrl?: string;
}

const preview = {
  code: '482913',
  link: 'http://localhost:3000/auth/confirm?token_hash=preview-token&type=email',
  brandName: 'GHomes',
  expiresInMinutes: 10,
  siteUrl: 'http://localhost:3000',
};

/** One line on the link: it is how whoever holds the inbox signs in on a new phone or another computer. */
export const linkAnyDevice = (minutes: number) => `The link works on any device, a new phone too: once, within the same ${minutes} minutes.`;
const IGNORE_NOTE = "If you didn't ask for it, you can ignore this e-mail: nobody can sign in without the code or the link.";

/** The subject never carries the code: subjects end up in logs and notification previews. */
export function loginCodeSubject({ brandName = preview.brandName }: LoginCodeEmailProps = {}): string {
  return `Your ${brandName} login code`;
}

export function loginCodeText(props: LoginCodeEmailProps = {}): string {
  const { code, link, brandName, expiresInMinutes, siteUrl } = { ...preview, ...props };
  return [
    `Your ${brandName} login code`,
    '',
    code,
    '',
    `Enter this 6-digit code to sign in. It expires in ${expiresInMinutes} minutes and works once.`,
    '',
    'Or sign in with one tap:',
    link,
    linkAnyDevice(expiresInMinutes),
    '',
    IGNORE_NOTE,
    '',
    `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`,
  ].join('\n');
}


export default function LoginCodeEmail(props: LoginCodeEmailProps) {
  const { code, link, brandName, expiresInMinutes, siteUrl } = { ...preview, ...props };
  return (
    <EmailFrame title={loginCodeSubject({ brandName })} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 8px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>Your login code</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>Enter this 6-digit code to sign in to {brandName}.</p>
        </td>
      </tr>
      <CodeBox code={code} />
      <tr>
        <td style={{ padding: '0 28px 20px', fontSize: 14, lineHeight: '21px', color: '#475569' }}>
          <p style={{ margin: 0 }}>
            The code expires in <strong style={{ color: '#0f172a' }}>{expiresInMinutes} minutes</strong> and works once.
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
            Sign in with one tap
          </a>
          <p style={{ margin: '10px 0 0', fontSize: 13, lineHeight: '19px', color: '#475569' }}>{linkAnyDevice(expiresInMinutes)}</p>
        </td>
      </tr>
      <tr>
        <td style={{ padding: '12px 28px 28px', fontSize: 14, lineHeight: '21px', color: '#475569' }}>
          <p style={{ margin: 0 }}>{IGNORE_NOTE}</p>
        </td>
      </tr>
    </EmailFrame>
  );
}
