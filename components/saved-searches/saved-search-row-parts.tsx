'use client';

import { BellOff, BellRing, ChevronRight, Loader2, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import type { SavedSearchItem } from '@/lib/validation/saved-search';
import { useSavedSearchTexts } from './saved-search-texts';
import { useLocalePath } from '@/components/i18n/copy-scope';

/** The search's name, opening its results page, with whether its daily alert is on. */
export function SavedSearchLink({ item }: { item: SavedSearchItem }) {
  const TEXTS = useSavedSearchTexts();
  const { href } = useLocalePath();
  return (
    <Link href={href(item.path)} className="group -m-2 flex min-h-11 items-center gap-2 rounded-lg p-2 hover:bg-muted/60" data-testid="saved-search-open">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium leading-snug text-foreground [overflow-wrap:anywhere]" data-testid="saved-search-label">
          {item.label}
        </span>
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          {item.alertsEnabled ? <BellRing aria-hidden="true" className="size-3.5" /> : <BellOff aria-hidden="true" className="size-3.5" />}
          {item.alertsEnabled ? TEXTS.alertsOn : TEXTS.alertsOff}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}

/** The daily-alert switch: its word and a track, a spinner while the change is saving. */
export function AlertsSwitch({ item, disabled, saving, onSwitch }: { item: SavedSearchItem; disabled: boolean; saving: boolean; onSwitch: () => void }) {
  const TEXTS = useSavedSearchTexts();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={item.alertsEnabled}
      aria-label={`${TEXTS.alerts}: ${item.label}`}
      onClick={onSwitch}
      disabled={disabled}
      aria-busy={saving}
      className="flex min-h-11 flex-1 basis-36 items-center justify-between gap-2 rounded-lg border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
    >
      <span aria-hidden="true" className="whitespace-nowrap">
        {TEXTS.alerts}
      </span>
      {saving ? (
        <span aria-hidden="true" className="flex w-10 shrink-0 justify-center">
          <Loader2 className="size-5 animate-spin text-muted-foreground" />
        </span>
      ) : (
        <span aria-hidden="true" className={cn('relative h-6 w-10 shrink-0 rounded-full transition-colors', item.alertsEnabled ? 'bg-primary' : 'bg-muted-foreground/40')}>
          <span className={cn('absolute top-0.5 size-5 rounded-full bg-white shadow transition-[left]', item.alertsEnabled ? 'left-[1.125rem]' : 'left-0.5')} />
        </span>
      )}
    </button>
  );
}

interface RowButtonProps {
  icon: LucideIcon;
  text: string;
  /** The search's name, said after the button's word to a screen reader. */
  label: string;
  onClick: () => void;
  disabled: boolean;
  destructive?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Rename or Delete: a 44 px icon button on a phone (its name stays for screen readers), icon and word from sm up. */
export function RowButton({ icon: Icon, text, label, onClick, disabled, destructive, ref }: RowButtonProps) {
  return (
    <Button
      ref={ref}
      type="button"
      variant="outline"
      className={cn('size-11 p-0 sm:w-auto sm:px-3', destructive && 'text-destructive hover:text-destructive')}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${text}: ${label}`}
      title={text}
    >
      <Icon aria-hidden="true" />
      <span className="max-sm:sr-only">{text}</span>
    </Button>
  );
}

interface DeleteDialogProps {
  label: string;
  open: boolean;
  deleting: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: () => void;
}

/** 'Delete this saved search?': Keep it, or Delete (held open while the delete is saving). */
export function DeleteSavedSearchDialog({ label, open, deleting, onOpenChange, onDelete }: DeleteDialogProps) {
  const TEXTS = useSavedSearchTexts();
  return (
    <Dialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <DialogContent showClose={false} data-testid="delete-saved-search">
        <DialogHeader>
          <DialogTitle>{TEXTS.confirmTitle}</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground [overflow-wrap:anywhere]">{label}</span>. {TEXTS.confirmBody}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" className="h-11" onClick={() => onOpenChange(false)} disabled={deleting}>
            {TEXTS.keep}
          </Button>
          <Button type="button" variant="destructive" className="h-11" onClick={onDelete} disabled={deleting} aria-busy={deleting}>
            {deleting && <Loader2 aria-hidden="true" className="animate-spin" />}
            {TEXTS.remove}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
