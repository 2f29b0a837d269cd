// The `Button` classes of the public pages' client islands, resolved ahead of time.
// `Button` resolves its classes with `cn()` (tailwind-merge + clsx + cva + Radix Slot: about 11 KiB of the
// page's first JavaScript). An island that imports it carries all of that to resolve the same few strings on
// every phone. These are those strings, exactly as `cn(buttonVariants(...))` gives them:
// tests/unit/button-classes.test.ts recomputes each one, so a change to components/ui/button.tsx fails there
// until the string here is updated. Server components keep using `Button`: it costs them no script.

const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none';
const SVG = '[&_svg]:size-4 [&_svg]:shrink-0';
const FADE = 'disabled:opacity-50';
const PRIMARY = 'bg-primary text-primary-foreground hover:bg-primary/90';
const SUCCESS = 'bg-success text-white hover:bg-success/90';
const OUTLINE = 'border border-input bg-background hover:bg-muted';

export const BUTTON_CLASSES = {
  /** 'Set Alerts' (default button, `mt-3 w-full`). */
  alertSet: `${BASE} ${FADE} ${SVG} ${PRIMARY} h-11 px-4 mt-3 w-full`,
  /** 'Alert Activated': success, kept at full strength while disabled. */
  alertActive: `${BASE} ${SVG} ${SUCCESS} h-11 px-4 mt-3 w-full disabled:opacity-100`,
  /** 'View all N amenities'. */
  amenities: `${BASE} ${FADE} ${SVG} border bg-background h-11 px-4 w-full border-primary/30 text-primary hover:bg-primary/5`,
  /** The brochure's 'Download'. */
  brochure: `${BASE} ${FADE} ${SVG} border bg-background hover:bg-muted h-11 px-4 shrink-0 border-primary/40 text-primary`,
  /** 'Unlock Door' on a card. */
  unlock: `${BASE} ${FADE} ${SVG} ${PRIMARY} h-11 px-4 w-full`,
  /** 'Door unlocked · time': may wrap to two lines. */
  unlocked: `${BASE.replace(' whitespace-nowrap', '')} ${SVG} ${SUCCESS} px-4 h-auto min-h-11 w-full whitespace-normal py-2 disabled:opacity-100`,
  /** 'Door unlocked · time' where the card keeps the button one line high (properties page). */
  unlockedFixed: `${BASE.replace(' whitespace-nowrap', '')} ${SVG} ${SUCCESS} px-4 min-h-11 w-full whitespace-normal py-2 disabled:opacity-100 h-11`,
  /** The properties page's 'Filters'. */
  filters: `${BASE} ${FADE} ${SVG} ${OUTLINE} px-4 h-11 shrink-0`,
  /** 'Remove ‘…’' / 'Clear filters' under an empty result. */
  noMatch: `${BASE} ${FADE} ${SVG} ${OUTLINE} h-11 px-4 mt-2`,
  /** 'Save search'. */
  saveSearch: `${BASE} ${FADE} ${SVG} ${OUTLINE} px-4 h-11`,
  /** 'Save search' beside the filter chips: narrower, pushed to the end of the row (still 44 px high to tap). */
  saveSearchCompact: `${BASE} ${FADE} ${SVG} ${OUTLINE} ml-auto h-11 px-3`,
} as const;

export type ButtonClassName = keyof typeof BUTTON_CLASSES;

/** Joins class names, skipping empty ones. No conflict resolution: only for classes that do not compete. */
export function joinClasses(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
