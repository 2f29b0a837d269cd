// The properties page keeps its tab and filters in the URL and changes it with history.pushState/replaceState,
// which fire no event: one subscription for every hook that reads the URL (useSyncExternalStore), told by
// `notifyLocationChange` after such a change and by the browser's popstate on back/forward.

const listeners = new Set<() => void>();

export function subscribeToLocation(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function notifyLocationChange(): void {
  listeners.forEach((listener) => listener());
}
