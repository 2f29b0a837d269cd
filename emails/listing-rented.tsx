// A home someone hearted has been let (its owner told us): a short e-mail and WhatsApp, pointing to the society's
// other homes. A React component whose default props are preview data; inline styles and a table layout.
import { EmailFrame } from './frame';

export interface ListingRentedProps {
  firstName?: string;
  societyName?: string;
  home?: string;
  brandName?: string;
  siteUrl?: string;
  societyUrl?: string;
}

const preview = {
  firstName: 'Asha',
  societyName: 'Prestige Lakeside Habitat',
  home: '2 BHK · Semi-Furnished',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
  societyUrl: 'http://localhost:3000/society/00000000-0000-4000-8000-000000000000/properties',
};

const fill = (props: ListingRentedProps) => ({ ...preview, ...props });

export function listingRentedSubject(props: ListingRentedProps = {}): string {
  return `A home you saved has been let: ${fill(props).societyName}`;
}

export function listingRentedText(props: ListingRentedProps = {}): string {
  const { firstName, societyName, home, brandName, siteUrl, societyUrl } = fill(props);
  return [`Hi ${firstName},`, '', `${home} in ${societyName}, which you saved, has been let by its owner.`, 'Other homes in the society:', societyUrl, '', `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`].join('\n');
}

export function listingRentedWhatsApp(props: ListingRentedProps = {}): string {
  const { societyName, home, brandName } = fill(props);
  return `${brandName}: ${home} in ${societyName}, which you saved, has been let by its owner. Other homes in the society are on ${brandName}.`;
}

export default function ListingRentedEmail(props: ListingRentedProps) {
  const { firstName, societyName, home, brandName, siteUrl, societyUrl } = fill(props);
  return (
    <EmailFrame title={listingRentedSubject({ societyName })} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>A home you saved has been let</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {firstName}, {home} in {societyName} is no longer available.
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={societyUrl} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              See other homes
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
