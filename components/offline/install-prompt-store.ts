// Chrome's install prompt (the `beforeinstallprompt` event), kept from the moment it fires until the person books a
// visit: the only moment GHomes offers to be installed ('Add GHomes to your home screen to open your gate pass
// offline'). Small on purpose: it is in every page's first JavaScript.

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

export function keepInstallPrompt(event: Event): void {
  event.preventDefault(); // no mini-infobar on the first page view
  kept = event as InstallPromptEvent;
  listeners.forEach((listener) => listener());
}

export const installPromptStore = {
  get: () => kept,
  /** The prompt can be used once: after it, the browser fires a new event if installing is still possible. */
  take(): InstallPromptEvent | null {
    const event = kept;
    kept = null;
    listeners.forEach((listener) => listener());
    return event;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
