import Head from 'next/head';

// Next answers with this page when a cached page (a society or builder page, rendered on its first visit)
// cannot be rendered at all, typically because the database is down: the app router's error boundaries do
// not run there, and Next's default is a bare '500: Internal Server Error'. It is static (built ahead), so it
// cannot know the cause; it says what a visitor can do: try again in a minute, or go home. Plain inline
// styles because the app's stylesheet belongs to the app router. See docs/security.md "Database outage".
const styles = {
  main: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '64px 24px',
    textAlign: 'center',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    color: '#0a0a0a',
    background: '#ffffff',
  },
  title: { margin: 0, fontSize: 24, lineHeight: '32px', fontWeight: 700, letterSpacing: '-0.01em' },
  text: { margin: '12px 0 0', maxWidth: 360, fontSize: 16, lineHeight: '26px', color: '#525252' },
  actions: { marginTop: 32, display: 'flex', flexDirection: 'column', gap: 12, width: '100%', maxWidth: 320 },
  primary: {
    height: 44,
    borderRadius: 9999,
    border: 0,
    background: '#0f766e',
    color: '#ffffff',
    fontFamily: 'inherit',
    fontSize: 16,
    fontWeight: 600,
    cursor: 'pointer',
  },
  secondary: {
    height: 44,
    borderRadius: 9999,
    border: '1px solid #d4d4d4',
    color: '#0a0a0a',
    fontSize: 16,
    fontWeight: 600,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textDecoration: 'none',
  },
} as const;

export default function ServerErrorPage() {
  return (
    <main role="alert" style={styles.main}>
      <Head>
        <title>Temporarily unavailable</title>
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <h1 style={styles.title}>Temporarily unavailable</h1>
      <p style={styles.text}>We can&apos;t load this page right now. Please try again in a minute.</p>
      <div style={styles.actions}>
        <button type="button" style={styles.primary} onClick={() => window.location.reload()}>
          Try again
        </button>
        {/* A full page load on purpose: the app router's pages are not part of this page's router. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" style={styles.secondary}>
          Go to Home
        </a>
      </div>
    </main>
  );
}
