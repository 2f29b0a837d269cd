// `toast` for the whole app: sonner's API (success, error, info, message, dismiss) without sonner in any page's
// first JavaScript. The first call fetches sonner and asks <LazyToaster> (mounted by AppProviders) to mount
// the Toaster; a toast raised before the Toaster is on screen is replayed by sonner when it subscribes. Toasts
// keep their order: every call waits for the same import.
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<typeof sonnerToast.success>[0];

let sonner: Promise<Sonner> | null = null;
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
  sonner ??= import('sonner');
  return sonner;
}

function show(kind: 'success' | 'error' | 'info' | 'message', message: Message, data?: ExternalToast): void {
  void loadSonner().then(({ toast }) => toast[kind](message, data));
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  message: (message: Message, data?: ExternalToast) => show('message', message, data),
  dismiss: (id?: string | number) => void sonner?.then(({ toast }) => toast.dismiss(id)),
};
