// The code that proves an owner record's number by e-mail (docs/owners.md "Owner accounts"): sent to the address
// on the record, never to one the person typed, when someone signed in on /owner/homes asks for it. Rendered as it
// is sent, like the login code (server/mail/owner-claim-code.ts). A React component whose default props are
// preview data; inline styles and a table layout, because mail clients ignore style sheets.
import { CodeBox } from './code-box';
import { EmailFrame } from './frame';

export interface OwnerClaimCodeEmailProps {
  code?: string;
  /** The last digits of the number the code proves, so the owner knows which homes it is about. */
  phoneEnd?: string;
  brandName?: string;
  expiresInMinutes?: number;
  siteUrl?: string;
}

const preview = {
  code: '482913',
  phoneEnd: '3210',
  brandName: 'GHomes',
  expiresInMinutes: 10,
  siteUrl: 'http://localhost:3000',
};

const fill = (props: OwnerClaimCodeEmailProps) => ({ ...preview, ...props });

const ignoreNote = (brandName: string) =>
  `If you didn't ask for it, you can ignore this e-mail: nobody sees your homes on ${brandName} without this code or one sent to your phone.`;

/** The subject never carries the code: subjects end up in logs and notification previews. */
export function ownerClaimCodeSubject({ brandName = preview.brandName }: OwnerClaimCodeEmailProps = {}): string {
  return `Your ${brandName} owner code`;
}

function lead(props: OwnerClaimCodeEmailProps): string {
  const { brandName, phoneEnd } = fill(props);
  return `Enter this 6-digit code on ${brandName} to see and manage the homes listed under your number ending ${phoneEnd}.`;
}

export function ownerClaimCodeText(props: OwnerClaimCodeEmailProps = {}): string {
  const { code, brandName, expiresInMinutes, siteUrl } = fill(props);
  return [
    ownerClaimCodeSubject(props),
    '',
    code,
    '',
    lead(props),
    `It expires in ${expiresInMinutes} minutes and works once, on the account that asked for it.`,
    '',
    ignoreNote(brandName),
    '',
    `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`,
  ].join('\n');
}

export default function OwnerClaimCodeEmail(props: OwnerClaimCodeEmailProps) {
  const { code, brandName, expiresInMinutes, siteUrl } = fill(props);
  return (
    <EmailFrame title={ownerClaimCodeSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 8px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>Your owner code</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{lead(props)}</p>
        </td>
      </tr>
      <CodeBox code={code} />
      <tr>
        <td style={{ padding: '0 28px 28px', fontSize: 14, lineHeight: '21px', color: '#475569' }}>
          <p style={{ margin: 0 }}>
            The code expires in <strong style={{ color: '#0f172a' }}>{expiresInMinutes} minutes</strong> and works once, on the account that asked for it.
          </p>
          <p style={{ margin: '12px 0 0' }}>{ignoreNote(brandName)}</p>
        </td>
      </tr>
    </EmailFrame>
  );
}
