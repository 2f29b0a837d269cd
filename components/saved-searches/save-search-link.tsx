'use client';

import { SaveSearchButton } from './save-search-button';

/** 'Save search' on /search: the page's canonical query, given by the server. */
export function SaveSearchLink({ query }: { query: string }) {
  return <SaveSearchButton payload={() => ({ kind: 'search', query })} />;
}
