/// <reference lib="webworker" />
// The service worker (built by @serwist/next into public/sw.js; docs/offline.md). One rule above all: while the
// network answers, the person sees the network's answer. A kept copy is used only when the fetch itself fails.
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type RouteMatchCallbackOptions, type SerwistPlugin } from 'serwist';
import {
  isPersonalPath,
  isPublicPagePath,
  OFFLINE_PAGE,
  PERSONAL_CACHE,
  PERSONAL_LIMIT,
  PERSONAL_READS,
  PUBLIC_PAGES_CACHE,
  PUBLIC_PAGES_LIMIT,
  STATIC_CACHE,
  STATIC_LIMIT,
  type WorkerMessage,
} from '@/lib/offline/caches';
import { changesPersonalData, endsSession } from '@/lib/offline/personal-copies';
import { pushNotification } from '@/lib/offline/push-payload';
import { createPersonalCopies } from './sw-personal-copies';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPage = ({ request, url }: RouteMatchCallbackOptions) => request.mode === 'navigate' && sameOrigin(url);
// Cache API matching honours Vary (Next varies pages on its router headers); a page's copy is one per URL.
const matchOptions = { ignoreVary: true };

/**
 * A page that failed with nothing kept: the precached offline page as a plain document. Its Next scripts are left
 * out: offline, the page's own chunks may never have been fetched, and a chunk that fails to load would replace the
 * page with the error screen. What it needs (the stylesheet, the list of kept pages) is inline.
 */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }): Promise<Response | undefined> => {
    if (request.mode !== 'navigate') return undefined;
    const page: Response | undefined = await serwist.matchPrecache(OFFLINE_PAGE);
    if (!page) return undefined;
    return new Response(withoutNextScripts(await page.text()), { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
};

function withoutNextScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => (script.includes('offline-pages') ? script : ''))
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
}

/**
 * The worker's own fetch goes through the browser's HTTP cache, which honours the pages' `stale-while-revalidate`
 * (meant for shared caches) and would hand back the copy from before an edit while the network answers. Asking the
 * server every time ('no-cache': a 304 when nothing changed) keeps the one rule. The strategies drop their
 * fetchOptions for navigations, so a fresh GET for the same URL is made (redirects manual, as a navigation's).
 */
const askTheServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, { method: 'GET', headers: request.headers, credentials: 'same-origin', redirect: 'manual', referrer: request.referrer, cache: 'no-cache' }),
};

const publicPages = new NetworkFirst({ cacheName: PUBLIC_PAGES_CACHE, matchOptions, plugins: [askTheServer, new ExpirationPlugin(PUBLIC_PAGES_LIMIT), offlineFallback] });
const staticFiles = new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin(STATIC_LIMIT)] });
// The person's visits, cards and start page: kept again after every change, one person's only (sw-personal-copies.ts).
const personalCopies = createPersonalCopies({ staticFiles });
const personal = new NetworkFirst({ cacheName: PERSONAL_CACHE, matchOptions, plugins: [askTheServer, personalCopies.plugin, new ExpirationPlugin(PERSONAL_LIMIT), offlineFallback] });
const isWrite = (method: string) => ({ request, url }: RouteMatchCallbackOptions) => sameOrigin(url) && request.method === method && changesPersonalData(method, url.pathname);

const serwist: Serwist = new Serwist({
  // Only the offline page is precached (next.config.mjs): installing the worker costs one request, not the build.
  precacheEntries: self.__SW_MANIFEST,
  // The first worker starts at once; a later release waits until the page asks (on the next navigation).
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: (options) => isPage(options) && isPublicPagePath(options.url.pathname), handler: publicPages },
    { matcher: (options) => isPage(options) && isPersonalPath(options.url.pathname), handler: personal },
    { matcher: ({ request, url }) => sameOrigin(url) && request.method === 'GET' && PERSONAL_READS.includes(url.pathname), handler: personal },
    { matcher: ({ url }) => sameOrigin(url) && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/')), handler: staticFiles },
    // The writes that change the person's visits or lists go to the network as they are; a success renews the copies.
    ...(['POST', 'PATCH', 'DELETE'] as const).map((method) => ({ method, matcher: isWrite(method), handler: personalCopies.sendChange })),
    { method: 'POST' as const, matcher: ({ request, url }: RouteMatchCallbackOptions) => sameOrigin(url) && endsSession(request.method, url.pathname), handler: personalCopies.sendSignOut },
    // Every other page (the desks, /dev, /owner, the profile...): the network only, the offline page when it fails.
    { matcher: isPage, handler: new NetworkOnly({ plugins: [askTheServer, offlineFallback] }) },
  ],
});

self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});

// A new worker (the first, or a release): a person signed in before it existed finds their visits kept too, and
// the kept pages are this release's.
self.addEventListener('activate', (event) => event.waitUntil(personalCopies.keep('installed', [], event)));

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP_PAGE') {
    // The person's page that registered the worker was not under its control: kept now with the visits.
    const url = new URL(message.url, self.location.origin);
    if (sameOrigin(url) && isPersonalPath(url.pathname)) event.waitUntil(personalCopies.keep('signed-in', [url.href], event));
  }
});

self.addEventListener('push', (event) => {
  const notification = pushNotification(event.data?.text() ?? '');
  if (!notification) return;
  event.waitUntil(self.registration.showNotification(notification.title, { body: notification.body, tag: notification.tag, data: { url: notification.url }, icon: '/icons/icon-192.png', badge: '/icons/maskable-192.png' }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(String((event.notification.data as { url?: string } | null)?.url ?? '/shortlisted'), self.location.origin);
  if (!sameOrigin(url)) return;
  event.waitUntil(openWindow(url.href));
});

async function openWindow(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === href);
  if (open) await open.focus();
  else await self.clients.openWindow(href);
}

serwist.addEventListeners();
