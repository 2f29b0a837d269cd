// Whether the desk can reach the server: the browser's own signal (navigator.onLine, 'online'/'offline' events) and
// what the desk's last call found (a call with no answer at all means offline even while the browser says online:
// Wi-Fi without internet). The desk has no offline mode (a pass is checked against the server); it says so plainly.

let lastCallFailed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Called with each desk call's outcome: `reached` false when no answer came at all. */
export function noteDeskCall(reached: boolean): void {
  if (lastCallFailed === !reached) return;
  lastCallFailed = !reached;
  notify();
}

export const deskConnection = {
  offline: () => !navigator.onLine || lastCallFailed,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onOnline = () => {
      lastCallFailed = false; // the next call tells again
      listener();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', listener);
    };
  },
};
