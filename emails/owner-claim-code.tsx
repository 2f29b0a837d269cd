// The code that proves an owner record's number by e-mail (docs/owners.md "Owner accounts"): sent to the address
// on the record, never to one the person typed, when someone signed in on /owner/homes asks for it. Rendered as it
// is sent, like the login code (server/mail/owner-claim-code.ts). A React component whose default props are
// preview data; inline styles and a table layout, because mail clients ignore style sheets.
// Every text in the owner's language (`locale`, emails/owner-copy.ts).
import type { Locale } from '@/lib/i18n/locales';
import { CodeBox } from './code-box';
import { EmailFrame } from './frame';
import { ownerCopy } from './owner-copy';

export interface OwnerClaimCodeEmailProps {
  code?: string;
  /** The last digits of the number the code proves, so the owner knows which homes it is about. */
  phoneEnd?: string;
  brandName?: string;
  expiresInMinutes?: number;
  siteUrl?: string;
  /** The record's language (owners.language). */
  locale?: Locale;
}

const preview = {
  code: '482913',
  phoneEnd: '3210',
  brandName: 'GHomes',
  expiresInMinutes: 10,
  siteUrl: 'http://localhost:3000',
};

const fill = (props: OwnerClaimCodeEmailProps) => ({ ...preview, ...props });

const ignoreNote = (brandName: string, locale: Locale | undefined) => ownerCopy(locale, 'claimCode')('ignore', { brand: brandName });

/** The subject never carries the code: subjects end up in logs and notification previews. */
export function ownerClaimCodeSubject({ brandName = preview.brandName, locale }: OwnerClaimCodeEmailProps = {}): string {
  return ownerCopy(locale, 'claimCode')('subject', { brand: brandName });
}

function lead(props: OwnerClaimCodeEmailProps): string {
  const { brandName, phoneEnd, locale } = fill(props);
  return ownerCopy(locale, 'claimCode')('lead', { brand: brandName, phoneEnd });
}

export function ownerClaimCodeText(props: OwnerClaimCodeEmailProps = {}): string {
  const { code, brandName, expiresInMinutes, siteUrl, locale } = fill(props);
  return [
    ownerClaimCodeSubject(props),
    '',
    code,
    '',
    lead(props),
    ownerCopy(locale, 'claimCode')('expires', { minutes: expiresInMinutes }),
    '',
    ignoreNote(brandName, locale),
    '',
    ownerCopy(locale, 'common')('footer', { brand: brandName, site: siteUrl }),
  ].join('\n');
}

export default function OwnerClaimCodeEmail(props: OwnerClaimCodeEmailProps) {
  const { code, brandName, expiresInMinutes, siteUrl, locale } = fill(props);
  const t = ownerCopy(locale, 'claimCode');
  return (
    <EmailFrame title={ownerClaimCodeSubject(props)} brandName={brandName} siteUrl={siteUrl} locale={locale}>
      <tr>
        <td style={{ padding: '28px 28px 8px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{t('heading')}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>{lead(props)}</p>
        </td>
      </tr>
      <CodeBox code={code} />
      <tr>
        <td style={{ padding: '0 28px 28px', fontSize: 14, lineHeight: '21px', color: '#475569' }}>
          <p style={{ margin: 0 }}>
            {t('expiresBefore')}
            <strong style={{ color: '#0f172a' }}>{t('expiresMinutes', { minutes: expiresInMinutes })}</strong>
            {t('expiresAfter')}
          </p>
          <p style={{ margin: '12px 0 0' }}>{ignoreNote(brandName, locale)}</p>
        </td>
      </tr>
    </EmailFrame>
  );
}
