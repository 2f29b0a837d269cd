// Where focus goes when a dialog closes: back to the control that opened it (a keyboard or screen-reader user goes
// on from where they were, not from the top of the page). Radix returns it only to a DialogTrigger; most of the
// desk's dialogs are opened by a plain button that holds the dialog's state, so the opener is kept here instead.
// A desk action often removes its own button once the page is read again (an offer accepted has no 'Accept'):
// then focus goes to the first control left where the button was (the row's next action), else to that place.

/** How long after a close the opener's removal still moves focus (a refresh answers within it). */
const WATCH_MS = 15_000;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface Opener {
  element: HTMLElement;
  /** The opener's ancestors at the moment it opened the dialog, nearest first. */
  ancestors: HTMLElement[];
}

/** The element that has focus as a dialog opens (before the dialog moves focus into itself). */
export function captureOpener(): Opener | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const ancestors: HTMLElement[] = [];
  for (let parent = active.parentElement; parent && parent !== document.body; parent = parent.parentElement) ancestors.push(parent);
  return { element: active, ancestors };
}

/** Focus for a removed opener: the first control in the nearest place still on the page, or that place itself. */
function fallbackFor(opener: Opener): HTMLElement | null {
  const place = opener.ancestors.find((ancestor) => ancestor.isConnected);
  if (!place) return null;
  const control = place.querySelector<HTMLElement>(FOCUSABLE);
  if (control) return control;
  if (!place.hasAttribute('tabindex')) place.setAttribute('tabindex', '-1');
  return place;
}

/**
 * Returns focus to the opener, now or (when it is gone) to its place; and if the opener is removed a little later
 * while focus is still on it (the page read again after the answer), moves focus to its place then.
 */
export function returnFocus(opener: Opener | null): boolean {
  if (!opener) return false;
  const target = opener.element.isConnected ? opener.element : fallbackFor(opener);
  if (!target) return false;
  target.focus({ preventScroll: false });
  if (target !== opener.element || typeof MutationObserver === 'undefined') return true;
  const observer = new MutationObserver(() => {
    if (opener.element.isConnected) return;
    stop();
    // Only when nothing else took focus meanwhile: the person may have moved on.
    if (document.activeElement === document.body || document.activeElement === null) fallbackFor(opener)?.focus();
  });
  const timer = setTimeout(() => stop(), WATCH_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return true;
}
