// The 'search' messages a search form's island reads (components/i18n/client-copy.ts), without the words only the
// server's texts use (headings, counts, chips, card lines, the named pages): the browser builds the summary
// sentence and the zone box, nothing else of lib/search's texts, and every page with the form carries this copy.
import 'server-only';
import { clientCopy } from '@/components/i18n/client-copy';
import type { ClientCopy } from '@/components/i18n/copy-scope';
import type { Messages, Namespace } from '@/lib/i18n/english';

/** The groups of `search.words` the browser's summary sentence and zone box read. */
const CLIENT_WORDS = ['or', 'and', 'in', 'rules', 'ruleNames', 'homes', 'summary', 'zones'] as const;

export async function searchFormCopy(...others: Namespace[]): Promise<ClientCopy> {
  const copy = await clientCopy('search', ...others);
  const search = copy.messages.search as Messages['search'];
  const words = Object.fromEntries(CLIENT_WORDS.map((group) => [group, search.words[group]]));
  return { ...copy, messages: { ...copy.messages, search: { ...search, words } as unknown as Messages['search'] } };
}
