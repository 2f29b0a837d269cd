import 'server-only';
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, localePath, type Locale } from '@/lib/i18n/locales';
import { metaDescription, titleWithBrand } from '@/lib/seo';
import { getEnv } from '@/server/env';

// The one page-head helper (spec "Footer and page head"). Every page builds its metadata with
// pageMetadata(); the root layout uses rootMetadata() for the defaults.

const TAGLINE = 'Rent • Buy • Sell in Gated Societies';
const DEFAULT_DESCRIPTION = 'Discover premium properties in secure, well-managed gated societies across Bangalore';

/**
 * The spec asks for a cache-control meta. Next's Metadata API cannot emit `http-equiv`, so the root layout
 * renders <meta http-equiv="Cache-Control"> itself (real caching is set by HTTP headers and `revalidate`).
 */
export const CACHE_CONTROL_META_CONTENT = 'public, max-age=300';

/** The social card of pages without a photo of their own (app/og-default.png/route.tsx). */
export const DEFAULT_OG_IMAGE = '/og-default.png';

export interface PageHeadInput {
  title: string;
  /** May contain markup: it is stripped and cut to 150 characters. */
  description?: string | null;
  /** Site-relative path of the canonical URL, e.g. '/society/prestige-lakeside'. Omit only for pages
   * without a URL of their own (the 404 page). */
  path?: string;
  /** Absolute URL or site-relative path of the social-card image. */
  image?: string | null;
  noIndex?: boolean;
  /** The page's language: its canonical URL is that language's, and every language's URL is an alternate. */
  locale?: Locale;
}

/** `hreflang` alternates of a path: each language's URL, and English as the default for everyone else. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((locale) => [HTML_LANG[locale], absoluteUrl(localePath(locale, path))]));
  return { ...languages, 'x-default': absoluteUrl(path) };
}

const OPEN_GRAPH_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_IN', kn: 'kn_IN', hi: 'hi_IN' };

function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, getEnv().SITE_URL).toString();
}

export function rootMetadata(): Metadata {
  const { SITE_URL, BRAND_NAME } = getEnv();
  const title = `${BRAND_NAME} | ${TAGLINE}`;
  return {
    metadataBase: new URL(SITE_URL),
    applicationName: BRAND_NAME,
    // Pages use pageMetadata(), which sets an absolute title; the template only catches a page that sets a
    // bare string title, so it still gets the brand suffix.
    title: { default: title, template: `%s | ${BRAND_NAME}` },
    description: DEFAULT_DESCRIPTION,
    // No canonical here: children inherit it, and every page but the home page would then point at '/'.
    openGraph: { type: 'website', siteName: BRAND_NAME, locale: 'en_IN', title, description: DEFAULT_DESCRIPTION, images: [{ url: DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: BRAND_NAME }] },
    twitter: { card: 'summary_large_image', title, description: DEFAULT_DESCRIPTION, images: [DEFAULT_OG_IMAGE] },
    formatDetection: { telephone: false },
  };
}

export function pageMetadata({ title, description, path, image, noIndex = false, locale = DEFAULT_LOCALE }: PageHeadInput): Metadata {
  const { BRAND_NAME } = getEnv();
  const fullTitle = titleWithBrand(title, BRAND_NAME);
  const text = metaDescription(description) || DEFAULT_DESCRIPTION;
  const url = path === undefined ? undefined : absoluteUrl(localePath(locale, path));
  const imageUrl = absoluteUrl(image || DEFAULT_OG_IMAGE);
  const images = [image ? { url: imageUrl, alt: fullTitle } : { url: imageUrl, width: 1200, height: 630, alt: BRAND_NAME }];

  return {
    // absolute: the brand rule above already decided the suffix; the layout template must not add another.
    title: { absolute: fullTitle },
    description: text,
    alternates: url && path ? { canonical: url, ...(noIndex ? {} : { languages: languageAlternates(path) }) } : undefined,
    openGraph: { type: 'website', locale: OPEN_GRAPH_LOCALE[locale], siteName: BRAND_NAME, title: fullTitle, description: text, url, images },
    twitter: { card: 'summary_large_image', title: fullTitle, description: text, images: [imageUrl] },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
