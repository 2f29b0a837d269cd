'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { useLocalePath } from '@/components/i18n/copy-scope';
import { carriedPropertiesQuery, withQuery } from '@/lib/search/homes-link';

// The society page's 'View Properties' hands the homes a search asked for on to the properties page
// (/society/{id}?rent_max=40000&bhk=2 opens /society/{id}/properties?rent_max=40000&bhk=2, lib/search/homes-link.ts).
// The page is cached for everyone and rendered without its query, so the link is completed here, from the
// browser's URL, after hydration; before that (and without a query) it is the plain properties page.

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

const readCarriedQuery = () => carriedPropertiesQuery(window.location.search);

type ViewPropertiesLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { societyId: string };

export function ViewPropertiesLink({ societyId, ...props }: ViewPropertiesLinkProps) {
  const query = useSyncExternalStore(subscribe, readCarriedQuery, () => '');
  const { href } = useLocalePath();
  return <Link {...props} prefetch={false} href={href(withQuery(`/society/${societyId}/properties`, query))} />;
}
