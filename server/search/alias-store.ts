import 'server-only';
import type { AliasTargetKind } from '@/lib/validation/ops-aliases';
import type { Executor } from '@/server/auth/users';
import { listAliases, replaceAliases } from '@/server/search/aliases';

// The desk's one door to the alias table (docs/ops.md "Listings"): the table and its service belong to the search
// (server/search/aliases.ts); the desk's listings area reads and replaces a target's aliases through here only, so a
// change in that service's signature is met in this file.

export interface DeskAliasTarget {
  kind: AliasTargetKind;
  id: string;
}

export function readAliases(target: DeskAliasTarget): Promise<string[]> {
  return listAliases(target);
}

/** Replaces the target's aliases inside the caller's transaction. */
export function writeAliases(executor: Executor, target: DeskAliasTarget, aliases: string[]): Promise<void> {
  return replaceAliases(executor, target, aliases);
}
