// 'Download my data': the file is ready. A React component whose default props are preview data; inline styles and
// a table layout.
import { EmailFrame } from './frame';

export interface DataExportReadyProps {
  firstName?: string;
  link?: string;
  hours?: number;
  brandName?: string;
  siteUrl?: string;
}

const preview = { firstName: 'Asha', link: 'http://localhost:3000/my-data/preview-token', hours: 24, brandName: 'GHomes', siteUrl: 'http://localhost:3000' };
const fill = (props: DataExportReadyProps) => ({ ...preview, ...props });

export function dataExportReadySubject(props: DataExportReadyProps = {}): string {
  return `Your data from ${fill(props).brandName} is ready`;
}

export function dataExportReadyText(props: DataExportReadyProps = {}): string {
  const { firstName, link, hours, brandName, siteUrl } = fill(props);
  return [
    `Hi ${firstName},`,
    '',
    `The file with everything ${brandName} holds about you is ready. Download it here (the link works once, for ${hours} hours, while you are signed in):`,
    link,
    '',
    'If you did not ask for it, sign in and check your profile, or write to us.',
    '',
    `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`,
  ].join('\n');
}

export default function DataExportReadyEmail(props: DataExportReadyProps) {
  const { firstName, link, hours, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={dataExportReadySubject({ brandName })} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>Your data is ready</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {firstName}, the file with everything {brandName} holds about you is ready. The link works once, for {hours} hours, while you are signed in.
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              Download my data
            </a>
          </p>
          <p style={{ margin: '20px 0 0', fontSize: 13, lineHeight: '20px', color: '#64748b' }}>If you did not ask for it, sign in and check your profile, or write to us.</p>
        </td>
      </tr>
    </EmailFrame>
  );
}
