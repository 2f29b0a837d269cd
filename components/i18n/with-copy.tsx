// A server component's way to hand its client islands their namespaces: `<WithCopy namespaces={['offers']}>…`.
import 'server-only';
import type { ReactNode } from 'react';
import type { Namespace } from '@/lib/i18n/english';
import { clientCopy } from './client-copy';
import { CopyScope } from './copy-scope';

export async function WithCopy({ namespaces, children }: { namespaces: Namespace[]; children: ReactNode }) {
  return <CopyScope copy={await clientCopy(...namespaces)}>{children}</CopyScope>;
}
