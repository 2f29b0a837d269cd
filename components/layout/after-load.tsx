'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenPageIdle } from '@/components/common/when-page-idle';
import { useCopy } from '@/components/i18n/copy-scope';
import { keepInstallPrompt } from '@/components/offline/install-prompt-store';
import { isPersonalPath } from '@/lib/offline/caches';
import { MANIFEST_PATH } from '@/lib/offline/manifest';
import type { ReleaseTranslate } from '@/components/offline/service-worker-client';

/** sessionStorage key a test sets to 'all' to report every view; honoured only when the server allows it. */
const FORCE_VITALS_KEY = 'ghomes:vitals';

/**
 * What every page starts once it has loaded and the main thread is idle, in one small component (it is in every
 * page's first JavaScript, so nothing else is):
 * - the web app manifest's link (app/manifest.webmanifest/route.ts), so its fetch and its icon's come after the page;
 * - the service worker's registration (docs/offline.md). Its release hand-over code loads only on a page the worker
 *   already controlled (a returning device), when a release is found while a worker controls the page, or on a
 *   personal page opened before the worker existed: a first visit fetches no code for it. Its 'New version available'
 *   is said in the page's language (the `release` namespace, which every page hands down);
 * - real users' Web Vitals (docs/operations.md "Monitoring"): a sampled view loads the reporter and the web-vitals
 *   library. The page is named by its route pattern, taken when it loads; no cookie, nothing about the person.
 * The install prompt Chrome offers is kept from the start for later (after a booking) and never shown on its own.
 */
export function AfterLoad({ vitalsSampleRate, vitalsForceable }: { vitalsSampleRate: number; vitalsForceable: boolean }) {
  const pathname = usePathname() ?? '/';
  const params = useParams() ?? {};
  const t = useCopy('release');
  useEffect(() => {
    window.addEventListener('beforeinstallprompt', keepInstallPrompt);
    const reportVitals = sampled(vitalsSampleRate, vitalsForceable);
    return whenPageIdle(
      () => {
        linkManifest();
        startServiceWorker(t);
        if (reportVitals) import('@/components/vitals/vitals-reporter').then((reporter) => reporter.reportVitals(pathname, params), ignore);
      },
      // Idle, or after 5 s at the latest: a page that keeps animating (a carousel) may never be idle.
      { timeoutMs: 5000, fallbackMs: 3000 },
    );
    // Once per page load: the landing page's figures (a later navigation inside the app is not a page load).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Installable from here on: Chrome reads a manifest linked later as well as one in the first HTML. */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  document.head.append(link);
}

function startServiceWorker(release: ReleaseTranslate): void {
  // `next dev` builds no worker (public/sw.js would be a production build's leftover).
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      const load = () => import('@/components/offline/service-worker-client').then((client) => client.afterRegistration(registration, controlledAtLoad, release), ignore);
      // A release found while a worker controls the page (one that took control after the load included).
      registration.addEventListener('updatefound', () => navigator.serviceWorker.controller && load());
      if (controlledAtLoad || isPersonalPath(window.location.pathname)) load();
    },
    (error: unknown) => console.warn('[offline] service worker not registered:', error),
  );
}

/** A chunk that cannot load (offline, on a page kept by the worker before this chunk was ever fetched): nothing to do. */
function ignore(): void {}

function sampled(rate: number, forceable: boolean): boolean {
  try {
    if (forceable && window.sessionStorage.getItem(FORCE_VITALS_KEY) === 'all') return true;
  } catch {
    // Storage blocked: the ordinary sampling decides.
  }
  return Math.random() < rate;
}
