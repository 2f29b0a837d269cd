'use client';

// A row's actions in one menu (the WAI-ARIA menu button pattern), so a list row stays one line: a button that
// opens a list of actions, each named with its row ('Accept Asha’s offer on 2 BHK · Unit A-1204, Cypress
// Gardens'). Keyboard: Enter, Space or the arrow keys open it on the first (Up: the last) action; Up, Down, Home
// and End move; Escape or Tab closes it and focus returns to the button, as it does after an action, so a dialog
// an action opens gives focus back to the button when it closes. Rendered in a portal at a fixed position, so a
// table's scrolling box never clips it.
import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface RowMenuItem {
  key: string;
  /** What the item shows ('Accept'). */
  label: string;
  /** Its accessible name, carrying the row ('Accept Asha’s offer on …'). */
  name: string;
  /** An action; or `href` for a page (not prefetched: a person's page is a recorded view). */
  onSelect?: () => void;
  href?: string;
  destructive?: boolean;
}

interface Position {
  top?: number;
  bottom?: number;
  right: number;
  /** The room the window has on that side: a long menu scrolls inside itself rather than run off the screen. */
  maxHeight: number;
}

const GAP = 4;
const EDGE = 8;

export function RowMenu({ name, items, children = 'Actions', disabled = false }: { name: string; items: RowMenuItem[]; children?: ReactNode; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const [first, setFirst] = useState<'first' | 'last'>('first');
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const itemsOf = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);

  const show = (focus: 'first' | 'last') => {
    const rect = trigger.current?.getBoundingClientRect();
    if (!rect) return;
    setFirst(focus);
    setPosition({ top: rect.bottom + GAP, right: Math.max(EDGE, window.innerWidth - rect.right), maxHeight: window.innerHeight - rect.bottom - GAP - EDGE });
    setOpen(true);
  };

  // Placed below the button, or above it when the window has no room below; then the first (or last) item focused.
  useLayoutEffect(() => {
    if (!open || !menu.current || !trigger.current) return;
    const rect = trigger.current.getBoundingClientRect();
    const height = menu.current.scrollHeight;
    const below = window.innerHeight - rect.bottom - GAP - EDGE;
    const above = rect.top - GAP - EDGE;
    if (height > below && above > below) setPosition({ bottom: window.innerHeight - rect.top + GAP, right: Math.max(EDGE, window.innerWidth - rect.right), maxHeight: above });
    const entries = itemsOf();
    (first === 'first' ? entries[0] : entries.at(-1))?.focus();
  }, [open, first]);

  useCloseWhenAway(open, trigger, menu, close);

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => moveInMenu(event, itemsOf(), () => close(true));

  const choose = (item: RowMenuItem) => {
    // Focus is back on the button before the action runs: a dialog it opens returns focus there when it closes.
    close(true);
    item.onSelect?.();
  };

  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="outline"
        size="sm"
        className="min-h-11 min-w-11 gap-1"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={name}
        disabled={disabled || !items.length}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onTriggerKey}
      >
        {children}
        <ChevronDown className="size-4" aria-hidden="true" />
      </Button>
      {open && position
        ? createPortal(
            <div
              ref={menu}
              id={menuId}
              role="menu"
              aria-label={name}
              tabIndex={-1}
              onKeyDown={onMenuKey}
              className="fixed z-50 min-w-52 max-w-80 overflow-y-auto overscroll-contain rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
              style={position}
              data-testid="row-menu"
            >
              {items.map((item) => (
                <MenuEntry key={item.key} item={item} onChoose={choose} onFollow={() => close(false)} />
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

/**
 * Closes an open menu on a pointer down outside it, on a resize, and on a scroll that moves its button (the menu
 * would float apart from it); a scroll inside the menu, or one that leaves the button where it was, keeps it open.
 */
function useCloseWhenAway(open: boolean, trigger: RefObject<HTMLButtonElement | null>, menu: RefObject<HTMLDivElement | null>, close: (refocus: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const openedAt = trigger.current?.getBoundingClientRect();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    const scrolled = (event: Event) => {
      if (event.target instanceof Node && menu.current?.contains(event.target)) return;
      const now = trigger.current?.getBoundingClientRect();
      if (!openedAt || !now || now.top !== openedAt.top || now.left !== openedAt.left) close(false);
    };
    const resized = () => close(false);
    document.addEventListener('pointerdown', outside);
    window.addEventListener('scroll', scrolled, true);
    window.addEventListener('resize', resized);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', scrolled, true);
      window.removeEventListener('resize', resized);
    };
  }, [open, trigger, menu, close]);
}

/** The menu's keys: Up, Down, Home and End move (round), Escape and Tab close it with focus back on its button. */
function moveInMenu(event: KeyboardEvent<HTMLDivElement>, entries: HTMLElement[], close: () => void): void {
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const move = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
  const moves: Record<string, () => void> = {
    ArrowDown: () => move(at + 1),
    ArrowUp: () => move(at - 1),
    Home: () => move(0),
    End: () => move(entries.length - 1),
    Escape: close,
    Tab: close,
  };
  const act = moves[event.key];
  if (!act) return;
  event.preventDefault();
  act();
}

const itemClass = (item: RowMenuItem) =>
  cn('flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus:bg-muted', item.destructive && 'text-destructive');

function MenuEntry({ item, onChoose, onFollow }: { item: RowMenuItem; onChoose(item: RowMenuItem): void; onFollow(): void }) {
  return item.href ? (
    <Link href={item.href} prefetch={false} role="menuitem" tabIndex={-1} aria-label={item.name} className={itemClass(item)} onClick={onFollow}>
      {item.label}
    </Link>
  ) : (
    <button type="button" role="menuitem" tabIndex={-1} aria-label={item.name} className={itemClass(item)} onClick={() => onChoose(item)}>
      {item.label}
    </button>
  );
}
