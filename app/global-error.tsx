'use client';

import { useEffect } from 'react';
import './globals.css';

// The root layout itself failed, so there is no header, provider or router context to lean on: a page of its
// own with a plain reload. It says 'temporarily unavailable' because the usual cause at this level is the
// server's trouble (the database or the server down), not something the visitor did.
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('[app] root layout failed:', error.digest ?? error.message);
  }, [error]);
  return (
    <html lang="en-IN">
      <body className="flex min-h-dvh flex-col">
        <main className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center px-6 py-16 text-center" role="alert">
          <h1 className="text-2xl font-bold tracking-tight">Temporarily unavailable</h1>
          <p className="mt-3 text-base leading-relaxed text-muted-foreground">
            We can&apos;t reach our servers right now. Please try again in a minute.
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="mt-8 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary px-6 text-base font-medium text-primary-foreground sm:w-auto"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
