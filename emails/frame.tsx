import type { ReactNode } from 'react';
import { localePath } from '@/lib/i18n/locales';
import { emailCopy, type Locale } from './copy';

// The frame every GHomes e-mail shares: a grey page, a white card with the brand header, the template's own rows,
// and the site link under the card. Inline styles and tables, because mail clients ignore style sheets.

export const EMAIL_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const BRAND_TAGLINE = 'Rent • Buy • Sell in Gated Societies';

/** The tagline under the brand, in the reader's language (English: BRAND_TAGLINE). */
export function brandTagline(locale?: Locale): string {
  return emailCopy(locale, 'frame')('tagline');
}

interface EmailFrameProps {
  /** The document title (mail clients show it in some previews): the subject. */
  title: string;
  brandName: string;
  siteUrl: string;
  /** Table rows (`<tr>`) of the card, under the brand header. */
  children: ReactNode;
  /** The reader's language (the document's `lang` and the tagline); English when absent. */
  locale?: Locale;
}

export function EmailFrame({ title, brandName, siteUrl, children, locale = 'en' }: EmailFrameProps) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f1f5f9', fontFamily: EMAIL_FONT }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: '#f1f5f9', padding: '32px 12px' }}>
          <tbody>
            <tr>
              <td align="center">
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 480, backgroundColor: '#ffffff', borderRadius: 16, overflow: 'hidden' }}>
                  <tbody>
                    <tr>
                      <td style={{ backgroundColor: '#0f766e', padding: '20px 28px', color: '#ffffff', fontSize: 20, fontWeight: 700, letterSpacing: 0.2 }}>
                        {brandName}
                        <div style={{ fontSize: 12, fontWeight: 400, opacity: 0.85, marginTop: 2 }}>{brandTagline(locale)}</div>
                      </td>
                    </tr>
                    {children}
                  </tbody>
                </table>
                <p style={{ margin: '16px 0 0', fontSize: 12, color: '#64748b' }}>
                  {brandName} · <a href={locale === 'en' ? siteUrl : `${siteUrl}${localePath(locale, '/')}`} style={{ color: '#0f766e' }}>{siteUrl.replace(/^https?:\/\//, '')}</a>
                </p>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A message's facts as label / value rows in the tinted box (an offer's terms, a home's details). */
export function EmailFactsTable({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderRadius: 12, backgroundColor: '#f0fdfa', border: '1px solid #99f6e4' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ padding: '8px 14px', fontSize: 13, color: '#0f766e', fontWeight: 600, whiteSpace: 'nowrap' }}>{label}</td>
            <td style={{ padding: '8px 14px', fontSize: 14, color: '#0f172a', textAlign: 'right' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
