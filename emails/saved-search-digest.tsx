// The saved-search digest: one message per person and India-time day with the new listings that match
// each of their saved searches, a link to each search and a one-click unsubscribe link. Inline styles and a
// table layout, as every mail here: mail clients ignore style sheets.
import { EmailFrame } from './frame';
import { listingLine, type AlertListing } from './new-listings-alert';

export interface SavedSearchDigestItem {
  label: string;
  /** Absolute link to the search (or the society's filtered properties). */
  url: string;
  listings: (AlertListing & { societyName: string })[];
}

export interface SavedSearchDigestProps {
  firstName: string;
  searches: SavedSearchDigestItem[];
  unsubscribeUrl: string;
  brandName: string;
  siteUrl: string;
}

const count = (props: Pick<SavedSearchDigestProps, 'searches'>) => props.searches.reduce((total, search) => total + search.listings.length, 0);

export function savedSearchDigestSubject(props: Pick<SavedSearchDigestProps, 'searches'>): string {
  const total = count(props);
  return total === 1 ? 'A new home matches your saved search' : `${total} new homes match your saved searches`;
}

export function savedSearchDigestText(props: SavedSearchDigestProps): string {
  return [
    `Hi ${props.firstName},`,
    '',
    ...props.searches.flatMap((search) => [`${search.label}:`, ...search.listings.map((listing) => `- ${listingLine(listing)} in ${listing.societyName}`), `See them: ${search.url}`, '']),
    `You get this because you saved these searches on ${props.brandName}.`,
    `Stop these e-mails: ${props.unsubscribeUrl}`,
  ].join('\n');
}

export function savedSearchDigestWhatsApp(props: SavedSearchDigestProps): string {
  const first = props.searches[0];
  return `${props.brandName}: ${savedSearchDigestSubject(props)}${first ? ` (${first.label}). ${first.url}` : ''}`;
}

export default function SavedSearchDigestEmail(props: SavedSearchDigestProps) {
  return (
    <EmailFrame title={savedSearchDigestSubject(props)} brandName={props.brandName} siteUrl={props.siteUrl}>
      <tr>
        <td style={{ padding: '28px 28px 16px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{savedSearchDigestSubject(props)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>Hi {props.firstName}, these homes came up since we last wrote.</p>
        </td>
      </tr>
      {props.searches.map((search) => (
        <tr key={search.url}>
          <td style={{ padding: '0 28px 20px' }}>
            <div style={{ fontSize: 14, fontWeight: 600, color: '#0f172a', marginBottom: 8 }}>{search.label}</div>
            {search.listings.map((listing, index) => (
              <div key={index} style={{ borderRadius: 12, border: '1px solid #e2e8f0', padding: '12px 14px', marginBottom: 8, fontSize: 14, color: '#0f172a' }}>
                {listingLine(listing)}
                <div style={{ fontSize: 13, color: '#64748b' }}>{listing.societyName}</div>
              </div>
            ))}
            <a href={search.url} style={{ display: 'inline-block', marginTop: 4, backgroundColor: '#0f766e', color: '#ffffff', borderRadius: 10, padding: '10px 16px', fontSize: 14, fontWeight: 600, textDecoration: 'none' }}>
              See them
            </a>
          </td>
        </tr>
      ))}
      <tr>
        <td style={{ padding: '0 28px 24px', fontSize: 12, lineHeight: '18px', color: '#64748b' }}>
          You get this because you saved these searches.{' '}
          <a href={props.unsubscribeUrl} style={{ color: '#0f766e' }}>
            Stop these e-mails
          </a>
        </td>
      </tr>
    </EmailFrame>
  );
}
