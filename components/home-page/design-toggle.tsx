'use client';

import { useSyncExternalStore } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { HOME_DESIGN_ATTRIBUTE, HOME_DESIGN_STORAGE_KEY, HOME_ROOT_SELECTOR, type HomeDesign } from './home-design';

/** Keeps the boot script's mark in step with the design React shows. */
export function markHomeRoots(design: HomeDesign): void {
  document.querySelectorAll(HOME_ROOT_SELECTOR).forEach((root) => root.setAttribute(HOME_DESIGN_ATTRIBUTE, design));
}

const listeners = new Set<() => void>();
/** Used when localStorage refuses the write: the choice then lasts for this page only. */
let fallbackDesign: HomeDesign | null = null;

function readDesign(): HomeDesign {
  try {
    return window.localStorage.getItem(HOME_DESIGN_STORAGE_KEY) === 'classic' ? 'classic' : 'new';
  } catch {
    return 'new'; // storage blocked (private mode, policy)
  }
}

export function setHomeDesign(design: HomeDesign): void {
  try {
    window.localStorage.setItem(HOME_DESIGN_STORAGE_KEY, design);
  } catch {
    // Not remembered; the switch still happens for this page.
    fallbackDesign = design;
  }
  markHomeRoots(design);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === HOME_DESIGN_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered home design. The server renders the new design; the client switches after hydration. */
export function useHomeDesign(): HomeDesign {
  return useSyncExternalStore(
    subscribe,
    () => fallbackDesign ?? readDesign(),
    () => 'new',
  );
}

/** The switch to the other design. `icon`: that design's icon, rendered by the server; `className`: colours. */
export function DesignToggle({ design, className, icon }: { design: HomeDesign; className: string; icon: React.ReactNode }) {
  const t = useCopy('home');
  const next: HomeDesign = design === 'new' ? 'classic' : 'new';
  return (
    <button
      type="button"
      onClick={() => setHomeDesign(next)}
      data-testid="design-toggle"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition-colors ${className}`}
    >
      {icon}
      {next === 'classic' ? t('design.classic') : t('design.new')}
    </button>
  );
}
