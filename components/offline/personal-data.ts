// The signed-in person's data kept for offline reading (the PERSONAL_CACHE of app/sw.ts) belongs to one person.
// The service worker empties it when a session answer names nobody or another person (app/sw-personal-copies.ts);
// the page empties it on sign-out, before the reload, so even a sign-out without signal leaves nothing. What the
// page remembers in localStorage (whose data it read, and when) goes with the person too.
import { PERSONAL_CACHE } from '@/lib/offline/caches';

const OWNER_KEY = 'ghomes-offline-owner';
const READ_AT_KEY = 'ghomes-personal-read-at';

export async function clearPersonalData(): Promise<void> {
  try {
    window.localStorage.removeItem(OWNER_KEY);
    window.localStorage.removeItem(READ_AT_KEY);
  } catch {
    // storage unavailable (private mode): nothing was remembered either
  }
  if (typeof caches !== 'undefined') await caches.delete(PERSONAL_CACHE).catch(() => false);
}

/** Called with each session answer: another person than the last one forgets when the lists were read. */
export function notePersonalDataOwner(userId: string | null): void {
  try {
    if (window.localStorage.getItem(OWNER_KEY) === userId) return;
    window.localStorage.removeItem(READ_AT_KEY);
    if (userId) window.localStorage.setItem(OWNER_KEY, userId);
    else window.localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage unavailable (private mode): nothing was remembered either
  }
}

/** A read of the person's lists succeeded with the network up: its answer is what a later offline read is given. */
export function notePersonalRead(): void {
  try {
    if (navigator.onLine) window.localStorage.setItem(READ_AT_KEY, new Date().toISOString());
  } catch {
    // see above
  }
}

/** When the person's lists were last read from the server (for 'Last updated' while offline). */
export function lastPersonalRead(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(READ_AT_KEY);
  } catch {
    return null;
  }
}
