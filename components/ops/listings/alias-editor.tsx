'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { ALIAS_LIMITS, ALIAS_TARGET_LABELS, aliasesChangeSchema, joinAliases, type AliasTargetKind } from '@/lib/validation/ops-aliases';
import { fieldErrors } from './form-state';
import { aliasesApi } from './aliases-api';

// The other names the search knows one society, locality, sub-locality or builder by (docs/ops.md "Listings"):
// one field, an alias a line (or separated by '|', as in the import's `aliases` column), saved as a whole list.
// One audit row per save that changes it.

export interface AliasEditorTarget {
  kind: AliasTargetKind;
  id: string;
  name: string;
  aliases: string[];
}

export function AliasEditor({ target }: { target: AliasEditorTarget }) {
  const router = useRouter();
  const [text, setText] = useState(joinAliases(target.aliases));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const id = `aliases-${target.kind}`;
  const label = `${ALIAS_TARGET_LABELS[target.kind]}: ${target.name}`;

  const save = async () => {
    const found = fieldErrors(aliasesChangeSchema, { aliases: text });
    if (found) {
      setError(found.aliases ?? found.form);
      document.getElementById(id)?.focus();
      return;
    }
    setSaving(true);
    try {
      const result = await aliasesApi.save(target.kind, target.id, { aliases: text });
      setText(joinAliases(result.aliases));
      toast.success(result.changed ? `Other names of ${target.name} saved` : `Other names of ${target.name} were already so`);
      router.refresh();
    } catch (failure) {
      const message = apiErrorMessage(failure, 'Could not save. Try again.');
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-3 rounded-xl border bg-card p-4"
      data-testid={`alias-editor-${target.kind}`}
      noValidate
      onSubmit={(event) => (event.preventDefault(), void save())}
    >
      <FormField
        id={id}
        label={label}
        error={error}
        hint={`One a line, or separated by |. Other spellings, short forms, the Kannada and Hindi names. Up to ${ALIAS_LIMITS.perTarget}, each up to ${ALIAS_LIMITS.length} characters.`}
      >
        <Textarea
          id={id}
          {...fieldAria(id, error, true)}
          rows={Math.min(8, Math.max(3, target.aliases.length + 1))}
          value={text}
          onChange={(event) => (setText(event.target.value), setError(undefined))}
        />
      </FormField>
      <Button type="submit" className="min-h-11" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
        <span className="sr-only"> other names of {target.name}</span>
      </Button>
    </form>
  );
}
