// The reference page of `npm run lighthouse` (bench/lighthouse.ts): the smallest Next.js App Router page, built and
// served by the same Next.js on the same machine in the same run. Its figures are the framework's floor; every page
// of the app is reported as a ratio to them. No stylesheet, no web font, no client component.
export const metadata = { title: 'Reference', description: 'A minimal Next.js page, the floor of the Lighthouse benchmark.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
