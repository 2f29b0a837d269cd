// The document (html, head, body) is each language's: app/[locale]/layout.tsx. Route handlers at the top level
// (api, sitemap, storage, metrics) have no layout of their own.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
