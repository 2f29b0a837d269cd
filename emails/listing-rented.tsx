// A home someone hearted has been let (its owner told us): a short e-mail and WhatsApp, pointing to the society's
// other homes. A React component whose default props are preview data; inline styles and a table layout.
// Every text in the reader's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { EmailFrame } from './frame';
import { ownerCopy } from './owner-copy';

export interface ListingRentedProps {
  firstName?: string;
  societyName?: string;
  home?: string;
  brandName?: string;
  siteUrl?: string;
  societyUrl?: string;
  /** The reader's language (profiles.language when the message was queued). */
  locale?: Locale;
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
  const { societyName, locale } = fill(props);
  return ownerCopy(locale, 'listingRented')('subject', { society: societyName });
}

export function listingRentedText(props: ListingRentedProps = {}): string {
  const { firstName, societyName, home, brandName, siteUrl, societyUrl, locale } = fill(props);
  const t = ownerCopy(locale, 'listingRented');
  const common = ownerCopy(locale, 'common');
  return [common('greeting', { name: firstName }), '', t('textSentence', { home, society: societyName }), t('otherHomes'), societyUrl, '', common('footer', { brand: brandName, site: siteUrl })].join('\n');
}

export function listingRentedWhatsApp(props: ListingRentedProps = {}): string {
  const { societyName, home, brandName, locale } = fill(props);
  return ownerCopy(locale, 'listingRented')('whatsapp', { brand: brandName, home, society: societyName });
}

export default function ListingRentedEmail(props: ListingRentedProps) {
  const { firstName, societyName, home, brandName, siteUrl, societyUrl, locale } = fill(props);
  const t = ownerCopy(locale, 'listingRented');
  return (
    <EmailFrame title={listingRentedSubject({ societyName, locale })} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('heading')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{t('lead', { name: firstName, home, society: societyName })}</p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={societyUrl} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              {t('button')}
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
