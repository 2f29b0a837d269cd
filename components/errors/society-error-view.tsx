'use client';

import { PageErrorView } from './app-error-view';

/** A failed society render (database down, a bug) shows this instead of the whole app's error page. */
export default function SocietyError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <PageErrorView {...props} scope="society" message="We could not load this society. Please try again." />;
}
