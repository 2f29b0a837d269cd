// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { gated_societies } from './societies';

export const SEARCH_ALIAS_KINDS = ['society', 'location', 'sub_location', 'builder', 'zone'] as const;
export type SearchAliasKind = (typeof SEARCH_ALIAS_KINDS)[number];
export const SEARCH_ALIAS_LANGUAGES = ['en', 'kn', 'hi'] as const;
export type SearchAliasLanguage = (typeof SEARCH_ALIAS_LANGUAGES)[number];

/**
 * Other names of a society, place, builder or zone (docs/search.md "Aliases"): spellings, short forms, old names,
 * the Kannada and Devanagari names. Written only through server/search/aliases.ts, which stores the normalised
 * and compact forms of lib/search/normalise.ts (migration 0030 has the trigram indexes).
 */
export const search_aliases = pgTable(
  'search_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<SearchAliasKind>().notNull(),
    entity_id: uuid('entity_id').notNull(),
    alias: text('alias').notNull(),
    normalised: text('normalised').notNull(),
    compact: text('compact').notNull(),
    language: text('language').$type<SearchAliasLanguage>().notNull().default('en'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('search_aliases_kind_check', sql`${t.kind} in ('society', 'location', 'sub_location', 'builder', 'zone')`),
    check('search_aliases_language_check', sql`${t.language} in ('en', 'kn', 'hi')`),
    check('search_aliases_normalised_check', sql`length(${t.normalised}) between 1 and 120`),
    uniqueIndex('search_aliases_entity_normalised_unique').on(t.kind, t.entity_id, t.normalised),
    index('search_aliases_entity_idx').on(t.entity_id),
  ],
);

/**
 * Active rent and sale listings per society, the tie-break of text searches and suggestions. Written only by the
 * triggers of migration 0038 on both listing tables; a society without a row has none.
 */
export const society_live_homes = pgTable('society_live_homes', {
  society_id: uuid('society_id')
    .primaryKey()
    .references(() => gated_societies.id, { onDelete: 'cascade' }),
  live_homes: integer('live_homes').notNull(),
});
