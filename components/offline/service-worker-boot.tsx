'use client';

import { useEffect } from 'react';
import { keepInstallPrompt } from './install-prompt-store';

// The only part of the offline app in every page's first JavaScript: once the page has loaded and the browser is
// idle, fetch the code that registers the service worker (./service-worker-client.ts). Until then nothing about the
// worker runs, so the first view is as fast as before. The install prompt Chrome offers is kept for later (after a
// booking, components/offline/install-offer.tsx) and never shown on its own.
export function ServiceWorkerBoot() {
  useEffect(() => {
    window.addEventListener('beforeinstallprompt', keepInstallPrompt);
    if (!('serviceWorker' in navigator)) return;
    const start = () => {
      const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
      whenIdle(() => void import('./service-worker-client').then((client) => client.startServiceWorker()));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, []);
  return null;
}
