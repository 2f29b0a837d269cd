'use client';

import { useEffect } from 'react';

// The root layout itself failed, so there is no header, provider or router context to lean on: a page of its
// own with a plain reload. It says 'temporarily unavailable' because the usual cause at this level is the
// server's trouble (the database or the server down), not something the visitor did.
//
// Styled inline rather than with app/globals.css: Next sends the global error page's stylesheet with every page
// (inlined with `experimental.inlineCss`), so importing the app's stylesheet here put a second full copy of it
// into every page's React payload. The colours are the design tokens of globals.css.
const styles = {
  body: { margin: 0, minHeight: '100dvh', display: 'flex', fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", color: '#0f172a', background: '#ffffff' },
  main: { margin: '0 auto', maxWidth: '28rem', flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: '4rem 1.5rem', textAlign: 'center' },
  heading: { margin: 0, fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.025em' },
  text: { marginTop: '0.75rem', fontSize: '1rem', lineHeight: 1.625, color: '#475569' },
  button: { marginTop: '2rem', height: '2.75rem', width: '100%', border: 0, borderRadius: '9999px', background: '#0f766e', padding: '0 1.5rem', fontSize: '1rem', fontWeight: 500, color: '#ffffff', cursor: 'pointer' },
} satisfies Record<string, React.CSSProperties>;

export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('[app] root layout failed:', error.digest ?? error.message);
  }, [error]);
  return (
    <html lang="en-IN">
      <body style={styles.body}>
        <main style={styles.main} role="alert">
          <h1 style={styles.heading}>Temporarily unavailable</h1>
          <p style={styles.text}>We can&apos;t reach our servers right now. Please try again in a minute.</p>
          <button type="button" onClick={() => window.location.reload()} style={styles.button}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
