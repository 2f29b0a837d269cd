'use client';

// Picking rows of a desk table for a bulk action ('Forward to owners', 'Mark handled', 'Ask the owners'): a
// checkbox per row that can take the action, named by its row, one for the page, and the bar that says how many
// are picked and offers the action. The selection is the page's: it is cleared when the rows change.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDeskAction } from './use-desk-action';

export interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  /** Whether the row can take the bulk action (the others have no checkbox). */
  canSelect(row: Row): boolean;
  /** The row as its checkbox names it: 'Asha’s offer on 2 BHK · Unit A-1204, Cypress Gardens'. */
  label(row: Row): string;
  toggle(ids: string[], on: boolean): void;
}

/** The selection of one page of rows; it starts empty again when another page (or a refreshed one) is shown. */
export function useRowSelection<Row>(rows: readonly Row[], rowKey: (row: Row) => string, canSelect: (row: Row) => boolean) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pageKey = rows.map(rowKey).join(' ');
  useEffect(() => setSelected(new Set()), [pageKey]);
  const toggle = useCallback((ids: string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  // Only rows still on the page and still able to take the action count (a refresh may have changed them).
  const picked = useMemo(() => rows.filter((row) => selected.has(rowKey(row)) && canSelect(row)), [rows, selected, rowKey, canSelect]);
  return { selected, toggle, clear, picked };
}

const boxClass = 'size-5 accent-primary';

export function RowCheckbox<Row>({ selection, row, rowKey, withLabel = false }: { selection: RowSelection<Row>; row: Row; rowKey: (row: Row) => string; withLabel?: boolean }) {
  if (!selection.canSelect(row)) return null;
  const id = rowKey(row);
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 text-sm">
      <input type="checkbox" className={boxClass} checked={selection.selected.has(id)} onChange={(event) => selection.toggle([id], event.target.checked)} aria-label={`Select ${selection.label(row)}`} />
      {withLabel ? <span aria-hidden="true">Select</span> : null}
    </label>
  );
}

export function PageCheckbox<Row>({ selection, rows, rowKey }: { selection: RowSelection<Row>; rows: readonly Row[]; rowKey: (row: Row) => string }) {
  const ids = rows.filter((row) => selection.canSelect(row)).map(rowKey);
  const on = ids.filter((id) => selection.selected.has(id)).length;
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = on > 0 && on < ids.length;
  }, [on, ids.length]);
  if (!ids.length) return <span className="sr-only">Select</span>;
  return (
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input ref={ref} type="checkbox" className={boxClass} checked={on === ids.length} onChange={(event) => selection.toggle(ids, event.target.checked)} aria-label="Select every row on this page that can be" />
    </label>
  );
}

/** The bar above a table once rows are picked: how many, the action(s), and 'Clear'. */
export function BulkBar({ count, noun, onClear, children }: { count: number; noun: [string, string]; onClear(): void; children: ReactNode }) {
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-2" role="region" aria-label="Bulk actions">
      <p className="text-sm" aria-live="polite" data-testid="bulk-count">
        {count ? `${count} ${count === 1 ? noun[0] : noun[1]} selected` : `Select ${noun[1]} to act on several at once.`}
      </p>
      {count ? (
        <>
          {children}
          <Button type="button" variant="ghost" className="min-h-11" onClick={onClear}>
            Clear selection
          </Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * One bulk action: its button, a confirmation when the action sends something to people, then the call. The toast
 * says what was done (or the server's refusal, which names the rows that could not take it: nothing was done).
 */
export function BulkAction({ label, confirm, run, onDone }: { label: string; confirm?: { title: string; description: string }; run(): Promise<string>; onDone(): void }) {
  const action = useDeskAction();
  const pending = action.busy;
  const [asking, setAsking] = useState(false);
  const go = () =>
    action.run('action', run, (done) => done, {
      onSuccess: () => {
        setAsking(false);
        onDone();
      },
    });
  return (
    <>
      <Button type="button" className="min-h-11" disabled={pending} onClick={() => (confirm ? setAsking(true) : void go())}>
        {label}
      </Button>
      {confirm ? (
        <Dialog open={asking} onOpenChange={(open) => !pending && setAsking(open)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{confirm.title}</DialogTitle>
              <DialogDescription>{confirm.description}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" className="min-h-11" disabled={pending} onClick={() => setAsking(false)}>
                Cancel
              </Button>
              <Button type="button" className="min-h-11" disabled={pending} onClick={() => void go()}>
                {label}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
