/// <reference lib="webworker" />
// Runs in the service worker (app/sw.ts; docs/offline.md "The service worker"). The signed-in person's visits
// list, every upcoming visit's card and the start page are kept for offline reading whenever the visits change,
// whatever page made the change and however the pages were reached (in-app navigations are RSC requests the
// worker never sees, so it fetches the documents itself). Three rules:
// - a copy is never older than the last change this device made: a read that was under way while a change was
//   made is not kept, and a copy that could not be fetched again after a change is removed;
// - the copies belong to one person: a session answer naming nobody (expiry, sign-out elsewhere) or another person
//   empties them, and so does a 401 from one of the person's reads;
// - the fetches are the worker's own: they ask the server every time ('no-cache').
import type { SerwistPlugin, Strategy } from 'serwist';
import { isVisitCardPath, PERSONAL_CACHE, START_PAGE } from '@/lib/offline/caches';
import { personalCacheKey, sessionUserId, staticFilesOf, upcomingSocietyIds } from '@/lib/offline/personal-copies';

declare const self: ServiceWorkerGlobalScope;

/** Why the copies are fetched: after a change the old ones must not stay; otherwise a failed fetch keeps them. */
export type KeepReason = 'changed' | 'signed-in' | 'installed';

const SESSION_READ = '/api/auth/me';
const LIST_READS = ['/api/visits', '/api/shortlist'];

const absolute = (path: string) => new URL(path, self.location.origin).href;

async function keptOwner(): Promise<string | null> {
  const kept = await caches.match(absolute(SESSION_READ), { cacheName: PERSONAL_CACHE, ignoreVary: true });
  return kept ? sessionUserId(await kept.json().catch(() => null)) : null;
}

async function dropAll(): Promise<void> {
  await caches.delete(PERSONAL_CACHE);
}

/** One fetch of ours, answered only when the network gave a 200 that is not a redirect. */
async function fetchFresh(href: string): Promise<Response | 'gone' | 'failed'> {
  const response = await fetch(href, { credentials: 'same-origin', cache: 'no-cache', redirect: 'manual' }).catch(() => null);
  if (!response) return 'failed';
  if (response.status === 200 && response.type !== 'opaqueredirect') return response;
  return response.status === 404 || response.status === 401 ? 'gone' : 'failed';
}

/** A kept page must run offline: its scripts, stylesheet and fonts into the build files' cache (once each). */
async function keepFilesOf(staticFiles: Strategy, page: Response, event: ExtendableEvent): Promise<void> {
  const files = staticFilesOf(await page.text());
  await Promise.all(files.map((file) => staticFiles.handle({ request: new Request(absolute(file)), event }).catch(() => undefined)));
}

export function createPersonalCopies({ staticFiles }: { staticFiles: Strategy }) {
  /** Bumped when a change has been answered; a fetch that began under an older one is not kept. */
  let generation = 0;
  /** Changes sent and not answered yet: what a read returns meanwhile may be from before or after them. */
  let changesUnderWay = 0;
  let queue: Promise<void> = Promise.resolve();

  const current = (since: number) => generation === since && changesUnderWay === 0;

  /** A session answer from the network (the page's or ours): nobody, or another person than the copies' owner. */
  async function sessionAnswered(answer: unknown, event: ExtendableEvent): Promise<void> {
    const userId = sessionUserId(answer);
    if (!userId) return dropAll();
    const owner = await keptOwner();
    if (owner === userId) return;
    // Another person (or copies of nobody known): nothing kept is theirs. Then this person's visits are kept.
    await dropAll();
    event.waitUntil(keep('signed-in', [], event));
  }

  /** Fetches one kept URL again and stores it, or removes the copy when it is gone (or, after a change, stale). */
  async function renew(cache: Cache, href: string, reason: KeepReason, since: number): Promise<Response | null> {
    const answer = await fetchFresh(href);
    if (!current(since)) return null; // another change came meanwhile: the run queued after it does this again
    if (answer === 'gone' || (answer === 'failed' && reason === 'changed')) {
      await cache.delete(personalCacheKey(href), { ignoreVary: true });
      return null;
    }
    if (answer === 'failed') return null;
    await cache.put(personalCacheKey(href), answer.clone());
    return answer;
  }

  async function run(reason: KeepReason, also: string[], event: ExtendableEvent): Promise<void> {
    const since = generation;
    const session = await fetchFresh(absolute(SESSION_READ));
    if (session === 'gone') return dropAll();
    if (session === 'failed') {
      if (reason === 'changed') await dropAll(); // offline right after a change: no copy can be vouched for
      return;
    }
    const answer: unknown = await session.clone().json().catch(() => null);
    const userId = sessionUserId(answer);
    if (!userId) return dropAll();
    if ((await keptOwner()) !== userId) await dropAll();
    if (!current(since)) return;
    const cache = await caches.open(PERSONAL_CACHE);
    await cache.put(absolute(SESSION_READ), session);

    const [visits] = await Promise.all(LIST_READS.map((read) => renew(cache, absolute(read), reason, since)));
    const upcoming = visits ? upcomingSocietyIds(await visits.json().catch(() => null)) : [];
    const keptCards = (await cache.keys()).map((request) => request.url).filter((href) => isVisitCardPath(new URL(href).pathname));
    const pages = new Set([absolute(START_PAGE), ...upcoming.map((id) => absolute(`/society-visits/${id}`)), ...keptCards, ...also]);
    await Promise.all(
      [...pages].map(async (href) => {
        const page = await renew(cache, href, reason, since);
        if (page) await keepFilesOf(staticFiles, page, event);
      }),
    );
  }

  /** Queues one run (runs never overlap: a later change's run comes after the one under way). */
  function keep(reason: KeepReason, also: string[], event: ExtendableEvent): Promise<void> {
    // The event is kept alive by the caller's waitUntil until this run ends (the build files' strategy needs it).
    const next = queue.then(() => run(reason, also, event));
    queue = next.catch((error: unknown) => console.warn('[offline] personal copies not kept:', error));
    return queue;
  }

  /**
   * The route handler for the writes that change the person's data (lib/offline/caches.ts changesPersonalData):
   * the request goes to the network unchanged; once it succeeded, the copies are fetched again.
   */
  async function sendChange({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
    changesUnderWay += 1;
    try {
      const response = await fetch(request);
      if (response.ok) {
        generation += 1;
        event.waitUntil(keep('changed', [], event));
      }
      return response;
    } finally {
      changesUnderWay -= 1;
    }
  }

  async function sendSignOut({ request }: { request: Request }): Promise<Response> {
    const response = await fetch(request);
    generation += 1;
    await dropAll();
    return response;
  }

  /**
   * On the strategy of the person's pages and reads: the session answer checked, a 401 empties the copies, and
   * only a 200 fetched with no change made meanwhile is kept.
   */
  const plugin: SerwistPlugin = {
    requestWillFetch: async ({ request, state }) => {
      if (state) state.generation = generation;
      return request;
    },
    fetchDidSucceed: async ({ request, response, event }) => {
      if (new URL(request.url).pathname === SESSION_READ && response.status === 200) await sessionAnswered(await response.clone().json().catch(() => null), event);
      else if (response.status === 401) await dropAll();
      return response;
    },
    cacheKeyWillBeUsed: async ({ request }) => personalCacheKey(request.url),
    cacheWillUpdate: async ({ response, state }) => (response.status === 200 && current(Number(state?.generation ?? -1)) ? response : null),
  };

  return { keep, sendChange, sendSignOut, plugin };
}
