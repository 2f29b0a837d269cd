// The saved-search digest: one message per person and India-time day with the new listings that match
// each of their saved searches, a link to each search and a one-click unsubscribe link. Inline styles and a
// table layout, as every mail here: mail clients ignore style sheets.
import { emailCopy, richCopy, type Locale } from './copy';
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
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

const copy = (locale?: Locale) => emailCopy(locale, 'savedSearches');

const count = (props: Pick<SavedSearchDigestProps, 'searches'>) => props.searches.reduce((total, search) => total + search.listings.length, 0);

export function savedSearchDigestSubject(props: Pick<SavedSearchDigestProps, 'searches' | 'locale'>): string {
  const total = count(props);
  return copy(props.locale)(total === 1 ? 'subjectOne' : 'subjectMany', { count: total });
}

export function savedSearchDigestText(props: SavedSearchDigestProps): string {
  const t = copy(props.locale);
  return [
    emailCopy(props.locale, 'common')('greeting', { name: props.firstName }),
    '',
    ...props.searches.flatMap((search) => [
      `${search.label}:`,
      ...search.listings.map((listing) => t('textItem', { line: listingLine(listing, props.locale), society: listing.societyName })),
      t('seeThem', { url: search.url }),
      '',
    ]),
    t('why', { brand: props.brandName }),
    t('stop', { url: props.unsubscribeUrl }),
  ].join('\n');
}

export function savedSearchDigestWhatsApp(props: SavedSearchDigestProps): string {
  const first = props.searches[0];
  return `${props.brandName}: ${savedSearchDigestSubject(props)}${first ? ` (${first.label}). ${first.url}` : ''}`;
}

export default function SavedSearchDigestEmail(props: SavedSearchDigestProps) {
  const t = copy(props.locale);
  return (
    <EmailFrame title={savedSearchDigestSubject(props)} brandName={props.brandName} siteUrl={props.siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px 28px 16px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{savedSearchDigestSubject(props)}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{t('lead', { name: props.firstName })}</p>
        </td>
      </tr>
      {props.searches.map((search) => (
        <tr key={search.url}>
          <td style={{ padding: '0 28px 20px' }}>
            <div style={{ fontSize: 14, fontWeight: 600, color: '#0f172a', marginBottom: 8 }}>{search.label}</div>
            {search.listings.map((listing, index) => (
              <div key={index} style={{ borderRadius: 12, border: '1px solid #e2e8f0', padding: '12px 14px', marginBottom: 8, fontSize: 14, color: '#0f172a' }}>
                {listingLine(listing, props.locale)}
                <div style={{ fontSize: 13, color: '#64748b' }}>{listing.societyName}</div>
              </div>
            ))}
            <a href={search.url} style={{ display: 'inline-block', marginTop: 4, backgroundColor: '#0f766e', color: '#ffffff', borderRadius: 10, padding: '10px 16px', fontSize: 14, fontWeight: 600, textDecoration: 'none' }}>
              {t('seeThemButton')}
            </a>
          </td>
        </tr>
      ))}
      <tr>
        <td style={{ padding: '0 28px 24px', fontSize: 12, lineHeight: '18px', color: '#64748b' }}>
          {richCopy(t, 'whyHtml', {
            link: (
              <a href={props.unsubscribeUrl} style={{ color: '#0f766e' }}>
                {t('stopLink')}
              </a>
            ),
          })}
        </td>
      </tr>
    </EmailFrame>
  );
}
