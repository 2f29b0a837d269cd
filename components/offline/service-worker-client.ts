// Loaded after the worker is registered (components/layout/after-load.tsx): on a page the worker already controlled,
// when a release is found while a worker controls the page, or on a personal page opened without it. Hands a new
// release over at the next navigation, never in the middle of what the person is doing.
import { toast } from '@/components/ui/toast';
import { isPersonalPath, type WorkerMessage } from '@/lib/offline/caches';

/** The `release` messages in the page's language (AfterLoad's `useCopy('release')`): the offer's toast reads them
 *  here, so the first view's script holds none of its keys. */
export type ReleaseTranslate = (key: 'newVersion' | 'opensNext') => string;

export async function afterRegistration(registration: ServiceWorkerRegistration, controlledAtLoad: boolean, release: ReleaseTranslate): Promise<void> {
  if (navigator.serviceWorker.controller) watchForRelease(registration, release);
  if (!controlledAtLoad && isPersonalPath(window.location.pathname)) {
    // The worker's first page was loaded before it controlled anything. A visit card opened from an e-mail on a
    // phone without the worker yet must still be there offline: the worker fetches it once more and keeps it.
    // (A public page is kept from the next visit on: no second request for every first page view.)
    const ready = await navigator.serviceWorker.ready;
    send(ready.active, { type: 'KEEP_PAGE', url: window.location.href });
  }
}

function send(worker: ServiceWorker | null | undefined, message: WorkerMessage): void {
  worker?.postMessage(message);
}

let watching = false;

function watchForRelease(registration: ServiceWorkerRegistration, t: ReleaseTranslate): void {
  if (watching) return;
  watching = true;
  const offer = (worker: ServiceWorker) => {
    // No controller: this is the first worker, not a release (it took over on its own).
    if (!navigator.serviceWorker.controller) return;
    toast.info(t('newVersion'), { description: t('opensNext') });
    takeOverAtNextNavigation(worker);
  };
  const offerOnceInstalled = (worker: ServiceWorker) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  };
  // This code may load while a release is already waiting, or still installing (the page's own 'updatefound').
  if (registration.waiting) offer(registration.waiting);
  else if (registration.installing) offerOnceInstalled(registration.installing);
  registration.addEventListener('updatefound', () => registration.installing && offerOnceInstalled(registration.installing));
  // A release is looked for whenever the person comes back to the tab (and by the browser on navigations).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

let armed = false;
/** How long a tap waits for the new worker before it goes anyway (with the old one idle it takes over in milliseconds). */
const HAND_OVER_WAIT_MS = 1000;

/** The next tap on a link of this site becomes a full page load under the new worker: nothing typed is lost, since
 *  the person is leaving the page anyway. */
function takeOverAtNextNavigation(worker: ServiceWorker): void {
  if (armed) return;
  armed = true;
  const onClick = (event: MouseEvent) => {
    const href = linkTarget(event);
    if (!href) return;
    event.preventDefault();
    event.stopPropagation(); // before the router's own handler: this navigation is a full load
    window.removeEventListener('click', onClick, true);
    const go = () => window.location.assign(href);
    let handedOver = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      handedOver = true;
      go();
    }, { once: true });
    send(worker, { type: 'SKIP_WAITING' });
    // Chromium can hold the activation until a navigation comes (an old worker woken by a link prefetch just before
    // the tap keeps running), then hands that navigation to the worker it retires, where it never completes. So after
    // a moment the page goes anyway, and when the new worker takes over meanwhile it goes again: the second
    // navigation replaces the stuck one and is the new worker's.
    window.setTimeout(() => {
      if (!handedOver) go();
    }, HAND_OVER_WAIT_MS);
  };
  window.addEventListener('click', onClick, true);
}

function linkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return null;
  return url.href;
}
