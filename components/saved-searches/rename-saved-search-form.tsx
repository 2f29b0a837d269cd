'use client';

import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { InputField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { SAVED_SEARCH_NAME_MAX, savedSearchUpdateSchema } from '@/lib/validation/saved-search';
import { useSavedSearchTexts } from './saved-search-texts';

/**
 * The inline rename of one saved search: the name field (the route's own schema checks it here first, so both say
 * the same), a live count against the limit, Save and Cancel. Escape cancels; the field has focus when it opens.
 */
export function RenameSavedSearchForm({ initial, onSave, onCancel }: { initial: string; onSave: (label: string) => Promise<string | null>; onCancel: () => void }) {
  const TEXTS = useSavedSearchTexts();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = `${useId()}-name`;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const parsed = savedSearchUpdateSchema.safeParse({ label: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TEXTS.failed);
      input.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    const failure = await onSave(parsed.data.label!);
    if (failure) {
      setError(failure);
      setSaving(false);
    }
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  const length = value.trim().length;
  return (
    <form onSubmit={submit} onKeyDown={cancelOnEscape} noValidate className="space-y-2" data-testid="rename-saved-search">
      <InputField
        id={fieldId}
        ref={input}
        label={TEXTS.nameLabel}
        error={error ?? undefined}
        aside={
          <span id={`${fieldId}-count`} className={length > SAVED_SEARCH_NAME_MAX ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
            {length}/{SAVED_SEARCH_NAME_MAX}
          </span>
        }
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        className="h-11 text-base"
        aria-describedby={`${fieldId}-error ${fieldId}-count`}
      />
      <div className="flex gap-2">
        <Button type="submit" className="h-11 flex-1" disabled={saving} aria-busy={saving}>
          {saving && <Loader2 aria-hidden="true" className="animate-spin" />}
          {TEXTS.save}
        </Button>
        <Button type="button" variant="outline" className="h-11 flex-1" onClick={onCancel} disabled={saving}>
          {TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
