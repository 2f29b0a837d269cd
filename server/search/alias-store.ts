import 'server-only';
import type { AliasTargetKind } from '@/lib/validation/ops-aliases';
import type { Database, Transaction } from '@/server/db/client';
import { listAliases, replaceAliases } from '@/server/search/aliases';

// The desk's one door to the alias table (docs/ops.md "Listings"): the table and its service belong to the search
// (server/search/aliases.ts); the desk's listings area reads and replaces a target's aliases through here only, so a
// change in that service's signature is met in this file.

export interface DeskAliasTarget {
  kind: AliasTargetKind;
  id: string;
}

export async function readAliases(target: DeskAliasTarget, executor?: Database | Transaction): Promise<string[]> {
  return (await listAliases(target, executor)).map((row) => row.alias);
}

/** Replaces the target's aliases inside the caller's transaction. */
export async function writeAliases(executor: Database | Transaction, target: DeskAliasTarget, aliases: string[]): Promise<void> {
  await replaceAliases(executor, target, aliases);
}
