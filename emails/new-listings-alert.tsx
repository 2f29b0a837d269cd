// The new-listing alert digest: one message per person, society and India-time day, naming each new
// listing's configuration and price (amount labels of lib/amounts.ts) with a link to the society's properties page,
// and a one-click unsubscribe link. Inline styles and a table layout: mail clients ignore style sheets.
import { formatAmount } from '@/lib/amounts';
import { emailCopy, richCopy, type Locale } from './copy';
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
  /** The recipient's language (profiles.language); English when absent. */
  locale?: Locale;
}

const copy = (locale?: Locale) => emailCopy(locale, 'newListings');

export function listingLine(listing: AlertListing, locale?: Locale): string {
  const t = copy(locale);
  const home = listing.configuration ?? t('home');
  if (listing.kind === 'rent') return t('lineRent', { home, amount: formatAmount(listing.amount) });
  return t('lineSale', { home, amount: listing.amount ? formatAmount(listing.amount) : t('priceOnRequest') });
}

export function newListingsAlertSubject({ societyName, listings, locale }: Pick<NewListingsAlertProps, 'societyName' | 'listings' | 'locale'>): string {
  return copy(locale)(listings.length === 1 ? 'subjectOne' : 'subjectMany', { society: societyName, count: listings.length });
}

export function newListingsAlertText(props: NewListingsAlertProps): string {
  const t = copy(props.locale);
  const rent = props.listings.filter((listing) => listing.kind === 'rent');
  const buy = props.listings.filter((listing) => listing.kind === 'buy');
  return [
    emailCopy(props.locale, 'common')('greeting', { name: props.firstName }),
    '',
    t('textNew', { society: props.societyName }),
    ...rent.map((listing) => `- ${listingLine(listing, props.locale)}`),
    ...(rent.length ? [t('seeRentals', { url: props.rentUrl })] : []),
    ...buy.map((listing) => `- ${listingLine(listing, props.locale)}`),
    ...(buy.length ? [t('seeSale', { url: props.buyUrl })] : []),
    '',
    t('why', { society: props.societyName, brand: props.brandName }),
    t('stop', { url: props.unsubscribeUrl }),
  ].join('\n');
}

/** The WhatsApp text (outbox, sandbox); a Content template carries the same three variables. */
export function newListingsAlertWhatsApp(props: NewListingsAlertProps): string {
  const first = props.listings[0];
  const more = props.listings.length - 1;
  const url = props.listings.some((listing) => listing.kind === 'rent') ? props.rentUrl : props.buyUrl;
  const t = copy(props.locale);
  return t('whatsapp', { brand: props.brandName, society: props.societyName, first: first ? listingLine(first, props.locale) : '', more: more > 0 ? t('andMore', { count: more }) : '', url });
}


function ListingRows({ listings, url, label, locale }: { listings: AlertListing[]; url: string; label: string; locale?: Locale }) {
  if (!listings.length) return null;
  const t = copy(locale);
  return (
    <tr>
      <td style={{ padding: '0 28px 20px' }}>
        {listings.map((listing, index) => (
          <div key={index} style={{ borderRadius: 12, border: '1px solid #e2e8f0', padding: '12px 14px', marginBottom: 8 }}>
            <div style={{ fontSize: 13, color: '#64748b' }}>
              {listing.configuration ?? t('home')} · {t(listing.kind === 'rent' ? 'forRent' : 'forSale')}
            </div>
            <div style={{ fontSize: 18, fontWeight: 700, color: '#0f172a', marginTop: 2 }}>
              {listing.amount ? formatAmount(listing.amount) : t('priceOnRequest')}
              {listing.kind === 'rent' && listing.amount ? <span style={{ fontSize: 13, fontWeight: 400, color: '#64748b' }}> {t('perMonth')}</span> : null}
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
  const t = copy(props.locale);
  const count = props.listings.length;
  return (
    <EmailFrame title={newListingsAlertSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={props.locale}>
      <tr>
        <td style={{ padding: '28px 28px 16px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('title', { society: societyName })}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            {t(count === 1 ? 'leadOne' : 'leadMany', { name: props.firstName, count })}
          </p>
        </td>
      </tr>
      <ListingRows listings={rent} url={props.rentUrl} label={t('seeRentalsButton')} locale={props.locale} />
      <ListingRows listings={buy} url={props.buyUrl} label={t('seeSaleButton')} locale={props.locale} />
      <tr>
        <td style={{ padding: '0 28px 24px', fontSize: 12, lineHeight: '18px', color: '#64748b' }}>
          {richCopy(t, 'whyHtml', {
            link: (
              <a href={props.unsubscribeUrl} style={{ color: '#0f766e' }}>
                {t('stopLink')}
              </a>
            ),
          }, { society: societyName })}
        </td>
      </tr>
    </EmailFrame>
  );
}
