// News of a tenancy's rent agreement for one of its parties: the other side agreed, both agreed, or the terms changed
// into a new version to agree again. A React component whose default props are preview data; inline styles and a
// table layout.
import { EmailFrame } from './frame';

export type TenancyAgreementEvent = 'other_agreed' | 'both_agreed' | 'new_version' | 'reminder';

export interface TenancyAgreementProps {
  firstName?: string;
  event?: TenancyAgreementEvent;
  /** 'the owner' or 'the tenant': the other side, as this person calls them. */
  otherSide?: string;
  home?: string;
  societyName?: string;
  version?: number;
  link?: string;
  brandName?: string;
  siteUrl?: string;
}

const preview = {
  firstName: 'Asha',
  event: 'other_agreed' as TenancyAgreementEvent,
  otherSide: 'the owner',
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  societyName: 'Prestige Lakeside Habitat',
  version: 1,
  link: 'http://localhost:3000/tenancy/00000000-0000-4000-8000-000000000000',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: TenancyAgreementProps) => ({ ...preview, ...props });

const HEADLINES: Record<TenancyAgreementEvent, string> = {
  other_agreed: 'The rent agreement is waiting for you',
  both_agreed: 'You both agreed the rent agreement',
  new_version: 'The rent agreement has new terms',
  reminder: 'A reminder: the rent agreement is waiting for you',
};

function sentence(props: TenancyAgreementProps): string {
  const { event, otherSide, home, societyName, version } = fill(props);
  if (event === 'other_agreed') return `${otherSide[0]!.toUpperCase()}${otherSide.slice(1)} agreed to the rent agreement for ${home} in ${societyName}. Read it and agree with a code.`;
  if (event === 'reminder') return `The rent agreement for ${home} in ${societyName} (version ${version}) still needs your agreement. Read it and agree with a code.`;
  if (event === 'both_agreed') return `You and ${otherSide} both agreed to the rent agreement for ${home} in ${societyName}. The final copy shows both confirmations.`;
  return `The terms for ${home} in ${societyName} changed: version ${version} of the rent agreement is ready. Read it and agree again with a code.`;
}

export function tenancyAgreementSubject(props: TenancyAgreementProps = {}): string {
  const { event, societyName } = fill(props);
  return `${HEADLINES[event]}: ${societyName}`;
}

export function tenancyAgreementText(props: TenancyAgreementProps = {}): string {
  const { firstName, link, brandName, siteUrl } = fill(props);
  return [`Hi ${firstName},`, '', sentence(props), link, '', `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`].join('\n');
}

export function tenancyAgreementWhatsApp(props: TenancyAgreementProps = {}): string {
  const { brandName, link } = fill(props);
  return `${brandName}: ${sentence(props)} ${link}`;
}

export default function TenancyAgreementEmail(props: TenancyAgreementProps) {
  const { firstName, event, link, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={tenancyAgreementSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{HEADLINES[event]}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {firstName}, {sentence(props)}
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              Open the agreement
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
