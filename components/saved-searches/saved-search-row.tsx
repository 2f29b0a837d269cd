'use client';

import { BellOff, BellRing, ChevronRight, Loader2, Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { cn } from '@/lib/utils';
import { RenameSavedSearchForm } from './rename-saved-search-form';
import { savedSearchesApi, type SavedSearchItem } from './saved-searches-api';
import { SAVED_SEARCH_TEXTS as TEXTS } from './saved-search-texts';

/** The server's words for a refusal (4xx, or no answer), else one generic line. */
function failureMessage(failure: unknown): string {
  if (failure instanceof ApiError && (failure.status === 0 || (failure.status >= 400 && failure.status < 500)) && failure.message) return failure.message;
  return TEXTS.failed;
}
const isGone = (failure: unknown) => failure instanceof ApiError && failure.status === 404;

interface RowProps {
  item: SavedSearchItem;
  onChange: (item: SavedSearchItem) => void;
  /** The search left the list (deleted here, or found deleted elsewhere). */
  onGone: (id: string) => void;
}

/**
 * One saved search: its name opens its results page; below it the daily-alert switch, Rename (inline) and Delete
 * (after a confirmation). Every action is disabled while one of them is saving.
 */
export function SavedSearchRow({ item, onChange, onGone }: RowProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'alerts' | 'delete' | null>(null);
  const renameButtonId = useId();

  async function switchAlerts() {
    if (busy) return;
    setBusy('alerts');
    try {
      const { savedSearch } = await savedSearchesApi.update(item.id, { alerts_enabled: !item.alertsEnabled });
      onChange(savedSearch);
      toast.success(savedSearch.alertsEnabled ? TEXTS.alertsSwitchedOn : TEXTS.alertsSwitchedOff);
    } catch (failure) {
      if (isGone(failure)) return gone();
      toast.error(failureMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  async function rename(label: string): Promise<string | null> {
    try {
      const { savedSearch } = await savedSearchesApi.update(item.id, { label });
      onChange(savedSearch);
      closeRename();
      toast.success(TEXTS.renamed);
      return null;
    } catch (failure) {
      if (isGone(failure)) {
        gone();
        return null;
      }
      return failureMessage(failure);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy('delete');
    try {
      await savedSearchesApi.remove(item.id);
      setConfirming(false);
      onGone(item.id);
      toast.success(TEXTS.removed);
    } catch (failure) {
      if (isGone(failure)) return gone();
      toast.error(failureMessage(failure));
      setBusy(null);
    }
  }

  function gone() {
    setConfirming(false);
    onGone(item.id);
    toast.info(TEXTS.gone);
  }

  function closeRename() {
    setRenaming(false);
    // Back to the button that opened it, so a keyboard user keeps their place.
    requestAnimationFrame(() => document.getElementById(renameButtonId)?.focus());
  }

  return (
    <li className="space-y-3 p-4" data-testid="saved-search" data-id={item.id}>
      {renaming ? (
        <RenameSavedSearchForm initial={item.label} onSave={rename} onCancel={closeRename} />
      ) : (
        <Link href={item.path} className="group -m-2 flex min-h-11 items-center gap-2 rounded-lg p-2 hover:bg-muted/60" data-testid="saved-search-open">
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
      )}
      {!renaming && (
        // On a phone Rename and Delete are 44 px icon buttons (their names stay for screen readers), so the switch
        // keeps its words and both buttons on one line down to 320 px; should that still not fit, the buttons wrap below.
        <div className="flex flex-wrap items-center justify-end gap-2">
          <button
            type="button"
            role="switch"
            aria-checked={item.alertsEnabled}
            aria-label={`${TEXTS.alerts}: ${item.label}`}
            onClick={switchAlerts}
            disabled={busy !== null}
            aria-busy={busy === 'alerts'}
            className="flex min-h-11 flex-1 basis-36 items-center justify-between gap-2 rounded-lg border px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
          >
            <span aria-hidden="true" className="whitespace-nowrap">
              {TEXTS.alerts}
            </span>
            {busy === 'alerts' ? (
              <span aria-hidden="true" className="flex w-10 shrink-0 justify-center">
                <Loader2 className="size-5 animate-spin text-muted-foreground" />
              </span>
            ) : (
              <span aria-hidden="true" className={cn('relative h-6 w-10 shrink-0 rounded-full transition-colors', item.alertsEnabled ? 'bg-primary' : 'bg-muted-foreground/40')}>
                <span className={cn('absolute top-0.5 size-5 rounded-full bg-white shadow transition-[left]', item.alertsEnabled ? 'left-[1.125rem]' : 'left-0.5')} />
              </span>
            )}
          </button>
          <div className="flex gap-2">
            <Button
              id={renameButtonId}
              type="button"
              variant="outline"
              className="size-11 p-0 sm:w-auto sm:px-3"
              onClick={() => setRenaming(true)}
              disabled={busy !== null}
              aria-label={`${TEXTS.rename}: ${item.label}`}
              title={TEXTS.rename}
            >
              <Pencil aria-hidden="true" />
              <span className="max-sm:sr-only">{TEXTS.rename}</span>
            </Button>
            <Button
              type="button"
              variant="outline"
              className="size-11 p-0 text-destructive hover:text-destructive sm:w-auto sm:px-3"
              onClick={() => setConfirming(true)}
              disabled={busy !== null}
              aria-label={`${TEXTS.remove}: ${item.label}`}
              title={TEXTS.remove}
            >
              <Trash2 aria-hidden="true" />
              <span className="max-sm:sr-only">{TEXTS.remove}</span>
            </Button>
          </div>
        </div>
      )}
      <Dialog open={confirming} onOpenChange={(open) => busy !== 'delete' && setConfirming(open)}>
        <DialogContent showClose={false} data-testid="delete-saved-search">
          <DialogHeader>
            <DialogTitle>{TEXTS.confirmTitle}</DialogTitle>
            <DialogDescription>
              <span className="font-medium text-foreground [overflow-wrap:anywhere]">{item.label}</span>. {TEXTS.confirmBody}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" className="h-11" onClick={() => setConfirming(false)} disabled={busy === 'delete'}>
              {TEXTS.keep}
            </Button>
            <Button type="button" variant="destructive" className="h-11" onClick={remove} disabled={busy === 'delete'} aria-busy={busy === 'delete'}>
              {busy === 'delete' && <Loader2 aria-hidden="true" className="animate-spin" />}
              {TEXTS.remove}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}
