// 'Delete my account' (or three years without sign-in): the account will be erased at a set time unless the
// person undoes it with this e-mail's link. A React component whose default props are preview data.
import { emailCopy, type Locale } from './copy';
import { brandTagline, EmailFrame } from './frame';

export interface AccountDeletionProps {
  firstName?: string;
  /** 'requested': the person asked; 'inactive': nobody signed in for three years. */
  reason?: 'requested' | 'inactive';
  /** When the erasure becomes final, as India time reads it. */
  finalAt?: string;
  undoUrl?: string;
  brandName?: string;
  siteUrl?: string;
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

const preview = { firstName: 'Asha', reason: 'requested' as const, finalAt: 'Sun, 29 Nov 2026, 10:00 AM', undoUrl: 'http://localhost:3000/account/keep/preview-token', brandName: 'GHomes', siteUrl: 'http://localhost:3000' };
const fill = (props: AccountDeletionProps) => ({ ...preview, ...props });

const copy = (props: AccountDeletionProps) => emailCopy(props.locale, 'accountDeletion');

export function accountDeletionSubject(props: AccountDeletionProps = {}): string {
  const { reason, brandName } = fill(props);
  return copy(props)(reason === 'inactive' ? 'subjectInactive' : 'subject', { brand: brandName });
}

function lead(props: ReturnType<typeof fill>): string {
  return copy(props)(props.reason === 'inactive' ? 'leadInactive' : 'leadRequested', { brand: props.brandName, finalAt: props.finalAt });
}

export function accountDeletionText(props: AccountDeletionProps = {}): string {
  const filled = fill(props);
  const t = copy(props);
  return [emailCopy(props.locale, 'common')('greeting', { name: filled.firstName }), '', lead(filled), t('keepLine'), filled.undoUrl, '', `${filled.brandName} · ${brandTagline(props.locale)} · ${filled.siteUrl}`].join('\n');
}

export default function AccountDeletionEmail(props: AccountDeletionProps) {
  const filled = fill(props);
  return (
    <EmailFrame title={accountDeletionSubject(filled)} brandName={filled.brandName} siteUrl={filled.siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{copy(props)('title')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            {copy(props)('hi', { name: filled.firstName })} {lead(filled)}
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={filled.undoUrl} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              {copy(props)('button')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
