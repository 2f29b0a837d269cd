import type { ComponentProps } from 'react';
import { CopyScope } from '@/components/i18n/copy-scope';
import { ResultsSearchForm } from './results-search-form';
import { searchFormCopy } from './search-copy';

/**
 * The search form of /search and the named search pages, with the 'search' messages its island reads (the form,
 * the box, its suggestions, the zone dropdown and the filter panel).
 */
export async function ResultsSearchBar({ formKey, ...props }: ComponentProps<typeof ResultsSearchForm> & { formKey?: string }) {
  return (
    <CopyScope copy={await searchFormCopy()}>
      {/* `formKey`: a new key (the page's URL) makes the form start over from what it shows. */}
      <ResultsSearchForm key={formKey} {...props} />
    </CopyScope>
  );
}
