import type { Viewport } from 'next';

// The document (html, head, body) is each language's: app/[locale]/layout.tsx, and app/global-not-found.tsx for a URL no
// page claims. Route handlers at the top level (api, sitemap, storage, metrics) have no layout of their own.
export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0f766e',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
