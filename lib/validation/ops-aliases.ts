// The desk's edit of the other names the search knows a society, locality, sub-locality or builder by (its
// aliases, docs/search.md): one text field, aliases separated by '|' or new lines as in the import's `aliases`
// column. The form in the browser and PUT /api/ops/listings/aliases/<kind>/<id> share this schema; the whole list
// is replaced at once (an empty field removes every alias).
import { z } from '@/lib/validation/zod';
import { normaliseSearchText } from '@/lib/search/normalise';
import { safeText } from './text';

/** What can carry aliases on the desk's listings area: a society and the places and builder it names. */
export const ALIAS_TARGET_KINDS = ['society', 'location', 'sub_location', 'builder'] as const;
export type AliasTargetKind = (typeof ALIAS_TARGET_KINDS)[number];

export const ALIAS_TARGET_LABELS: Record<AliasTargetKind, string> = {
  society: 'Society',
  location: 'Locality',
  sub_location: 'Sub-locality',
  builder: 'Builder',
};

export const ALIAS_LIMITS = { perTarget: 50, length: 100, field: 6000 } as const;

export const ALIAS_MESSAGES = {
  notFound: 'Not found',
  tooLong: `Keep each alias to ${ALIAS_LIMITS.length} characters or fewer`,
  tooMany: `At most ${ALIAS_LIMITS.perTarget} aliases`,
  field: 'Too much text for the aliases',
  empty: 'An alias needs a letter or a digit',
} as const;

/** The route's parameters: an unknown kind or a malformed id is the same 404 as an unknown row. */
export const aliasParams = z.object({
  kind: z.enum(ALIAS_TARGET_KINDS, { error: ALIAS_MESSAGES.notFound }),
  id: z.uuid({ error: ALIAS_MESSAGES.notFound }).transform((id) => id.toLowerCase()),
});

/** The aliases of a field's text: split on '|' and new lines, each trimmed with its spaces collapsed; blanks dropped. */
export function splitAliases(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[|\r\n]+/)
    .map((alias) => alias.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** The field's text for a list of aliases, one a line. */
export const joinAliases = (aliases: readonly string[]): string => aliases.join('\n');

export const aliasesChangeSchema = z
  .strictObject({ aliases: safeText().max(ALIAS_LIMITS.field, ALIAS_MESSAGES.field) })
  .transform((input, context) => {
    const kept = new Map<string, string>();
    for (const alias of splitAliases(input.aliases)) {
      if (alias.length > ALIAS_LIMITS.length) {
        context.addIssue({ code: 'custom', path: ['aliases'], message: `${ALIAS_MESSAGES.tooLong}: “${alias.slice(0, 30)}…”` });
        return z.NEVER;
      }
      const key = normaliseSearchText(alias);
      if (!key) {
        context.addIssue({ code: 'custom', path: ['aliases'], message: `${ALIAS_MESSAGES.empty}: “${alias}”` });
        return z.NEVER;
      }
      // Two spellings the search reads as one ('J.P. Nagar' and 'jp nagar') are one alias: the first is kept.
      if (!kept.has(key)) kept.set(key, alias);
    }
    if (kept.size > ALIAS_LIMITS.perTarget) {
      context.addIssue({ code: 'custom', path: ['aliases'], message: ALIAS_MESSAGES.tooMany });
      return z.NEVER;
    }
    return { aliases: [...kept.values()] };
  });
export type AliasesChangeInput = z.input<typeof aliasesChangeSchema>;
export type AliasesChange = z.output<typeof aliasesChangeSchema>;

/** PUT /api/ops/listings/aliases/{kind}/{id}: the aliases now on record, and whether this changed them. */
export interface AliasesChangedAnswer {
  changed: boolean;
  aliases: string[];
}
