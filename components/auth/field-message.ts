'use client';
// The auth forms' field messages come from the zod schemas (lib/validation/auth.ts) in English, the words the
// server answers with too; a form shows the one it got in the page's language.
import { useCopy } from '@/components/i18n/copy-scope';
import { authMessages } from '@/lib/validation/auth';

type MessageKey = keyof typeof authMessages;
const KEY_OF = new Map<string, MessageKey>(Object.entries(authMessages).map(([key, text]) => [text, key as MessageKey]));

/** `fieldMessage(errors.email?.message)`: the message in the page's language (an unknown one as it is). */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useCopy('auth');
  return (message) => {
    const key = message === undefined ? undefined : KEY_OF.get(message);
    return key ? t(`validation.${key}`) : message;
  };
}
