'use client';

import { useRef, useState } from 'react';
import type { HeadingComponent } from '@/components/forms/form-field';

/**
 * The six-digit code step of signing in and of registering: the code typed so far, its one message, and when the
 * last code was sent (a refusal soon after it is read as a mistyped code: isMistypedCode in auth-toasts.ts).
 */
export function useCodeEntry() {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const sentAt = useRef<number | undefined>(undefined);
  return {
    code,
    codeError,
    setCodeError,
    sentAt,
    /** Typing: the message goes with the old code. */
    change(value: string) {
      setCode(value);
      setCodeError(undefined);
    },
    /** A new code was sent: an empty box, no message. */
    sent() {
      sentAt.current = Date.now();
      setCode('');
      setCodeError(undefined);
    },
    /** An empty box for the next try. */
    clear() {
      setCode('');
    },
  };
}

/** What the code step of the login or the registration form is given. */
export interface CodeStepProps {
  idPrefix: string;
  email: string;
  code: string;
  codeError?: string;
  onCodeChange(value: string): void;
  pending: boolean;
  onSubmit(event: React.FormEvent): void;
  Title: HeadingComponent;
  Description: HeadingComponent;
}

/** A message with the e-mail in it ('… sent to {email}'), as the text before and after the address, which the form
 *  sets in bold. */
export function aroundEmail(message: string): [string, string] {
  const at = message.indexOf('{email}');
  return at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + '{email}'.length)];
}
