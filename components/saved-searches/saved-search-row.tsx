'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RenameSavedSearchForm } from './rename-saved-search-form';
import { AlertsSwitch, DeleteSavedSearchDialog, RowButton, SavedSearchLink } from './saved-search-row-parts';
import type { SavedSearchItem } from '@/lib/validation/saved-search';
import { useSavedSearchTexts } from './saved-search-texts';
import { useSavedSearchActions, type SavedSearchCallbacks } from './use-saved-search-actions';

/**
 * One saved search: its name opens its results page; below it the daily-alert switch, Rename (inline) and Delete
 * (after a confirmation). Every action is disabled while one of them is saving.
 */
export function SavedSearchRow({ item, ...callbacks }: { item: SavedSearchItem } & SavedSearchCallbacks) {
  const TEXTS = useSavedSearchTexts();
  const { busy, confirming, setConfirming, switchAlerts, rename, remove } = useSavedSearchActions(item, callbacks);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const focusRenameButton = useRef(false);

  // Back to the button that opened the rename, so a keyboard user keeps their place. Done once React has put the
  // button back on screen: a callback timed by the browser (a frame) could run before that and find no button.
  useEffect(() => {
    if (renaming || !focusRenameButton.current) return;
    focusRenameButton.current = false;
    renameButton.current?.focus();
  }, [renaming]);

  function closeRename() {
    focusRenameButton.current = true;
    setRenaming(false);
  }

  async function saveName(label: string): Promise<string | null> {
    const failure = await rename(label);
    if (failure === null) closeRename();
    return failure;
  }

  return (
    <li className="space-y-3 p-4" data-testid="saved-search" data-id={item.id}>
      {renaming ? <RenameSavedSearchForm initial={item.label} onSave={saveName} onCancel={closeRename} /> : <SavedSearchLink item={item} />}
      {!renaming && (
        // On a phone Rename and Delete are 44 px icon buttons, so the switch keeps its words and both buttons on
        // one line down to 320 px; should that still not fit, the buttons wrap below.
        <div className="flex flex-wrap items-center justify-end gap-2">
          <AlertsSwitch item={item} disabled={busy !== null} saving={busy === 'alerts'} onSwitch={switchAlerts} />
          <div className="flex gap-2">
            <RowButton ref={renameButton} icon={Pencil} text={TEXTS.rename} label={item.label} onClick={() => setRenaming(true)} disabled={busy !== null} />
            <RowButton icon={Trash2} text={TEXTS.remove} label={item.label} onClick={() => setConfirming(true)} disabled={busy !== null} destructive />
          </div>
        </div>
      )}
      <DeleteSavedSearchDialog label={item.label} open={confirming} deleting={busy === 'delete'} onOpenChange={setConfirming} onDelete={remove} />
    </li>
  );
}
