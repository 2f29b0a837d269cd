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
    // `next dev` builds no worker (public/sw.js would be a production build's leftover).
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const start = () => {
      const register = () => void import('./service-worker-client').then((client) => client.startServiceWorker());
      // Idle, or after 3 s at the latest: a page that keeps animating (a carousel) may never be idle.
      if (window.requestIdleCallback) window.requestIdleCallback(register, { timeout: 3000 });
      else window.setTimeout(register, 1);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, []);
  return null;
}
