'use client';

import { useState } from 'react';
import type { ZodType } from '@/lib/validation/zod';
import { apiErrorMessage } from '@/lib/api/client';
import { toast } from '@/components/ui/toast';

// The state of a desk listing form: the values as typed, one message per field from the same zod schema the route
// parses (so the browser says what the server would), and a save that is disabled while it runs.

export type Values = Record<string, string | boolean>;
export type Errors = Record<string, string | undefined>;

/** The first message of each field the schema refuses. */
export function fieldErrors(schema: ZodType, values: Values): Errors | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function useSchemaForm(schema: ZodType, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (field: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /**
   * Validates, then runs `save`; false when the form stays open (a refusal is shown on the form or as a toast).
   * `success` is the toast, or made from what the save answered.
   */
  const submit = async <Result,>(save: (values: Values) => Promise<Result>, success: string | ((result: Result) => string)): Promise<boolean> => {
    const found = fieldErrors(schema, values);
    if (found) {
      setErrors(found);
      focusFirstError(found);
      return false;
    }
    setSaving(true);
    try {
      const result = await save(values);
      toast.success(typeof success === 'string' ? success : success(result));
      return true;
    } catch (error) {
      const message = apiErrorMessage(error, 'Could not save. Try again.');
      setErrors({ form: message });
      toast.error(message);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, saving, set, submit, reset: () => (setValues(initial), setErrors({})) };
}

function focusFirstError(errors: Errors): void {
  const first = Object.keys(errors).find((field) => errors[field]);
  if (first) document.getElementById(`listing-${first}`)?.focus();
}
