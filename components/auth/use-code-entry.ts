'use client';

import { useRef, useState } from 'react';

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
