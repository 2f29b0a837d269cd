'use client';

import { useCopy } from '@/components/i18n/copy-scope';
import { PageErrorView } from './app-error-view';

/** A failed society render (database down, a bug) shows this instead of the whole app's error page. */
export default function SocietyError(props: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useCopy('errors');
  return <PageErrorView {...props} scope="society" message={t('page.societyMessage')} />;
}
