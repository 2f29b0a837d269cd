// 'Delete my account' (or three years without sign-in): the account will be erased at a set time unless the
// person undoes it with this e-mail's link. A React component whose default props are preview data.
import { EmailFrame } from './frame';

export interface AccountDeletionProps {
  firstName?: string;
  /** 'requested': the person asked; 'inactive': nobody signed in for three years. */
  reason?: 'requested' | 'inactive';
  /** When the erasure becomes final, as India time reads it. */
  finalAt?: string;
  undoUrl?: string;
  brandName?: string;
  siteUrl?: string;
}

const preview = { firstName: 'Asha', reason: 'requested' as const, finalAt: 'Sun, 29 Nov 2026, 10:00 AM', undoUrl: 'http://localhost:3000/account/keep/preview-token', brandName: 'GHomes', siteUrl: 'http://localhost:3000' };
const fill = (props: AccountDeletionProps) => ({ ...preview, ...props });

export function accountDeletionSubject(props: AccountDeletionProps = {}): string {
  const { reason, brandName } = fill(props);
  return reason === 'inactive' ? `Your ${brandName} account will be deleted` : `Your ${brandName} account will be deleted in 48 hours`;
}

function lead(props: ReturnType<typeof fill>): string {
  return props.reason === 'inactive'
    ? `Nobody has signed in to your ${props.brandName} account for three years, so we will delete it and everything we hold about you on ${props.finalAt}.`
    : `You asked us to delete your ${props.brandName} account. We will delete it and everything we hold about you on ${props.finalAt}.`;
}

export function accountDeletionText(props: AccountDeletionProps = {}): string {
  const filled = fill(props);
  return [`Hi ${filled.firstName},`, '', lead(filled), 'To keep your account, open this link before then:', filled.undoUrl, '', `${filled.brandName} · Rent • Buy • Sell in Gated Societies · ${filled.siteUrl}`].join('\n');
}

export default function AccountDeletionEmail(props: AccountDeletionProps) {
  const filled = fill(props);
  return (
    <EmailFrame title={accountDeletionSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>Your account will be deleted</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {filled.firstName}, {lead(filled)}
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={filled.undoUrl} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              Keep my account
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
