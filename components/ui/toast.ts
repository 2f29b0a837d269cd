// `toast` for the whole app: sonner's API (success, error, info, message, dismiss) without sonner in any page's
// first JavaScript. The first call fetches sonner and asks <LazyToaster> (mounted by AppProviders) to mount
// the Toaster; a toast raised before the Toaster is on screen is replayed by sonner when it subscribes. Toasts
// keep their order: before sonner has arrived every call waits for the same import; after, calls are synchronous.
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<Sonner> | null = null;
/** Set once the import has resolved: from then on toasts go out synchronously, in the order they are raised
 *  among themselves and with code that calls sonner directly (a sheet raising its own toast right after one). */
let loaded: Sonner | null = null;
let toasterWanted = false;
const listeners = new Set<() => void>();

/** Asks for the Toaster (and so sonner) from now on; the toaster mounts it. Idempotent. */
export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

/** For <LazyToaster>: whether the Toaster is wanted yet, and a way to hear when it becomes so. */
export const toasterStore = {
  wanted: () => toasterWanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function loadSonner(): Promise<Sonner> {
  requestToaster();
  sonner ??= import('sonner').then((module) => (loaded = module));
  return sonner;
}

function show(kind: 'success' | 'error' | 'info' | 'message', message: Message, data?: ExternalToast): void {
  if (loaded) {
    loaded.toast[kind](message, data);
    return;
  }
  void loadSonner().then(({ toast }) => toast[kind](message, data));
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  message: (message: Message, data?: ExternalToast) => show('message', message, data),
  dismiss: (id?: string | number) => (loaded ? void loaded.toast.dismiss(id) : void sonner?.then(({ toast }) => toast.dismiss(id))),
};
