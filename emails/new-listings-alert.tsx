// The new-listing alert digest: one message per person, society and India-time day, naming each new
// listing's configuration and price (amount labels of lib/amounts.ts) with a link to the society's properties page,
// and a one-click unsubscribe link. Inline styles and a table layout: mail clients ignore style sheets.
import { formatAmount } from '@/lib/amounts';
import { EmailFrame } from './frame';

export interface AlertListing {
  kind: 'rent' | 'buy';
  configuration: string | null;
  /** Monthly rent or sale price in rupees; null: price on request. */
  amount: number | null;
}

export interface NewListingsAlertProps {
  firstName: string;
  societyName: string;
  listings: AlertListing[];
  /** Absolute links: /society/<id>/properties?tab=rent|buy. */
  rentUrl: string;
  buyUrl: string;
  unsubscribeUrl: string;
  brandName: string;
  siteUrl: string;
}

export function listingLine(listing: AlertListing): string {
  const home = listing.configuration ?? 'Home';
  if (listing.kind === 'rent') return `${home} for rent · ${formatAmount(listing.amount)}/month`;
  return `${home} for sale · ${listing.amount ? formatAmount(listing.amount) : 'Price on request'}`;
}

export function newListingsAlertSubject({ societyName, listings }: Pick<NewListingsAlertProps, 'societyName' | 'listings'>): string {
  return listings.length === 1 ? `New listing in ${societyName}` : `${listings.length} new listings in ${societyName}`;
}

export function newListingsAlertText(props: NewListingsAlertProps): string {
  const rent = props.listings.filter((listing) => listing.kind === 'rent');
  const buy = props.listings.filter((listing) => listing.kind === 'buy');
  return [
    `Hi ${props.firstName},`,
    '',
    `New in ${props.societyName}:`,
    ...rent.map((listing) => `- ${listingLine(listing)}`),
    ...(rent.length ? [`See the rentals: ${props.rentUrl}`] : []),
    ...buy.map((listing) => `- ${listingLine(listing)}`),
    ...(buy.length ? [`See the homes for sale: ${props.buyUrl}`] : []),
    '',
    `You get this because you set an alert for ${props.societyName} on ${props.brandName}.`,
    `Stop these alerts: ${props.unsubscribeUrl}`,
  ].join('\n');
}

/** The WhatsApp text (outbox, sandbox); a Content template carries the same three variables. */
export function newListingsAlertWhatsApp(props: NewListingsAlertProps): string {
  const first = props.listings[0];
  const more = props.listings.length - 1;
  const url = props.listings.some((listing) => listing.kind === 'rent') ? props.rentUrl : props.buyUrl;
  return `${props.brandName}: new in ${props.societyName}: ${first ? listingLine(first) : ''}${more > 0 ? ` and ${more} more` : ''}. ${url}`;
}


function ListingRows({ listings, url, label }: { listings: AlertListing[]; url: string; label: string }) {
  if (!listings.length) return null;
  return (
    <tr>
      <td style={{ padding: '0 28px 20px' }}>
        {listings.map((listing, index) => (
          <div key={index} style={{ borderRadius: 12, border: '1px solid #e2e8f0', padding: '12px 14px', marginBottom: 8 }}>
            <div style={{ fontSize: 13, color: '#64748b' }}>
              {listing.configuration ?? 'Home'} · {listing.kind === 'rent' ? 'For rent' : 'For sale'}
            </div>
            <div style={{ fontSize: 18, fontWeight: 700, color: '#0f172a', marginTop: 2 }}>
              {listing.amount ? formatAmount(listing.amount) : 'Price on request'}
              {listing.kind === 'rent' && listing.amount ? <span style={{ fontSize: 13, fontWeight: 400, color: '#64748b' }}> /month</span> : null}
            </div>
          </div>
        ))}
        <a href={url} style={{ display: 'inline-block', marginTop: 4, backgroundColor: '#0f766e', color: '#ffffff', borderRadius: 10, padding: '10px 16px', fontSize: 14, fontWeight: 600, textDecoration: 'none' }}>
          {label}
        </a>
      </td>
    </tr>
  );
}

export default function NewListingsAlertEmail(props: NewListingsAlertProps) {
  const { brandName, siteUrl, societyName } = props;
  const rent = props.listings.filter((listing) => listing.kind === 'rent');
  const buy = props.listings.filter((listing) => listing.kind === 'buy');
  return (
    <EmailFrame title={newListingsAlertSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 16px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>New in {societyName}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {props.firstName}, {props.listings.length === 1 ? 'a home you asked about is' : `${props.listings.length} homes you asked about are`} now available.
          </p>
        </td>
      </tr>
      <ListingRows listings={rent} url={props.rentUrl} label="See rentals" />
      <ListingRows listings={buy} url={props.buyUrl} label="See homes for sale" />
      <tr>
        <td style={{ padding: '0 28px 24px', fontSize: 12, lineHeight: '18px', color: '#64748b' }}>
          You get this because you set an alert for {societyName}.{' '}
          <a href={props.unsubscribeUrl} style={{ color: '#0f766e' }}>
            Stop these alerts
          </a>
        </td>
      </tr>
    </EmailFrame>
  );
}
