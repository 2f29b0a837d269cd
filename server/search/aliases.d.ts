// TEMPORARY, until the alias table's service (server/search/aliases.ts, built on another branch) is merged: the
// signatures the desk's alias editing calls through server/search/alias-store.ts, so this branch type-checks on its
// own. When server/search/aliases.ts arrives, module resolution takes it over this file (.ts before .d.ts); delete
// this file then. Nothing implements it here: importing the module at run time fails until the merge.
import type { Executor } from '@/server/auth/users';

/** A row the search knows by other names. */
export interface AliasTarget {
  kind: 'society' | 'location' | 'sub_location' | 'builder' | 'zone';
  id: string;
}

/** The target's aliases, as stored, in their order. */
export function listAliases(target: AliasTarget): Promise<string[]>;

/** Replaces every alias of the target with these, on the caller's executor (its transaction). */
export function replaceAliases(executor: Executor, target: AliasTarget, aliases: string[]): Promise<void>;
