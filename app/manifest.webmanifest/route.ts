import { webAppManifest } from '@/lib/offline/manifest';

// The web app manifest (/manifest.webmanifest): what makes GHomes installable. A route rather than Next's
// app/manifest.ts, which would link it from every page's head: the link is added once the page has loaded
// (components/layout/after-load.tsx), so a phone fetches the manifest and its icon after the page, not during it.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(JSON.stringify(webAppManifest), { headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' } });
}
