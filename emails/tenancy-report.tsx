// News of a tenancy's condition report for one of its parties: the tenant sent it (to the owner), the owner commented
// (to the tenant), or the owner confirmed it and it is locked (to the tenant). A React component whose default props
// are preview data; inline styles and a table layout.
import { EmailFrame } from './frame';

export type TenancyReportEvent = 'sent' | 'commented' | 'locked';

export interface TenancyReportProps {
  firstName?: string;
  event?: TenancyReportEvent;
  /** 'move-in' or 'move-out'. */
  report?: string;
  home?: string;
  societyName?: string;
  /** The owner's comment, for 'commented'. */
  comment?: string;
  link?: string;
  brandName?: string;
  siteUrl?: string;
}

const preview = {
  firstName: 'Ravi',
  event: 'sent' as TenancyReportEvent,
  report: 'move-in',
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  societyName: 'Prestige Lakeside Habitat',
  comment: '',
  link: 'http://localhost:3000/tenancy/00000000-0000-4000-8000-000000000000/report/move-in',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: TenancyReportProps) => ({ ...preview, ...props });

function headline(props: TenancyReportProps): string {
  const { event, report } = fill(props);
  if (event === 'sent') return `The tenant sent the ${report} condition report`;
  if (event === 'commented') return `The owner commented on the ${report} condition report`;
  return `The ${report} condition report is confirmed`;
}

function sentence(props: TenancyReportProps): string {
  const { event, report, home, societyName, comment } = fill(props);
  if (event === 'sent') return `The tenant of ${home} in ${societyName} sent the ${report} condition report, room by room with photos. Confirm it or comment.`;
  if (event === 'commented') return `The owner of ${home} in ${societyName} commented on the ${report} condition report: “${comment}” Change it and send it again.`;
  return `The owner of ${home} in ${societyName} confirmed the ${report} condition report. Both of you confirmed it, so it can no longer change; the PDF is ready.`;
}

export function tenancyReportSubject(props: TenancyReportProps = {}): string {
  return `${headline(props)}: ${fill(props).societyName}`;
}

export function tenancyReportText(props: TenancyReportProps = {}): string {
  const { firstName, link, brandName, siteUrl } = fill(props);
  return [`Hi ${firstName},`, '', sentence(props), link, '', `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`].join('\n');
}

export function tenancyReportWhatsApp(props: TenancyReportProps = {}): string {
  const { brandName, link } = fill(props);
  return `${brandName}: ${sentence(props)} ${link}`;
}

export default function TenancyReportEmail(props: TenancyReportProps) {
  const { firstName, link, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={tenancyReportSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{headline(props)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {firstName}, {sentence(props)}
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              Open the report
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
