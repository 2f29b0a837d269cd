import Link from 'next/link';

// A path outside every language's pages (a file name the middleware does not see): a plain 404 document. Every
// other unknown URL is answered inside its language's layout, by app/[locale]/not-found.tsx.
export default function RootNotFound() {
  return (
    <html lang="en-IN">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1.5rem' }}>
        <h1>Oops! Page not found</h1>
        <p>The page you are looking for does not exist or may have moved.</p>
        <Link href="/">Go to Home</Link>
      </body>
    </html>
  );
}
