import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { PageNotFound } from '@/components/errors/page-not-found';
import { LocaleDocument } from '@/components/layout/locale-document';
import { pageMetadata, rootMetadata } from '@/server/seo/page-head';

// A URL no page claims, in any language: the whole English document around 'Oops! Page not found', rendered on the
// server (next.config.mjs `experimental.globalNotFound`). A notFound() inside a page is app/[locale]/not-found.tsx,
// in the page's language. Not a catch-all page under app/[locale]: Next answers a page's notFound() with an empty
// error document that only the browser's script fills, so a reader without script would get nothing. Rendered
// alone, never inside another page, so setting the language here touches no other render.
export function generateMetadata(): Metadata {
  return {
    ...rootMetadata(),
    ...pageMetadata({ title: 'Page not found', description: 'The page you are looking for does not exist or has moved.', noIndex: true }),
  };
}

export default function RootNotFound() {
  setRequestLocale('en');
  return (
    <LocaleDocument locale="en">
      <PageNotFound />
    </LocaleDocument>
  );
}
