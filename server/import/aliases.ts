import 'server-only';
import { describeAliasProblem, prepareAliases, type PreparedAlias } from '@/lib/search/aliases';
import { writeAliases, type AliasTarget } from '@/server/search/aliases';
import { refuse, type ImportContext } from './context';

// The `aliases` columns of a societies file (docs/search.md "Aliases"): the society's own replace its aliases
// (an empty cell clears them); those of its builder and places are merged over every row that names them and
// replace theirs only when some row gives any.

type ReferenceKind = 'builder' | 'location' | 'sub_location';

export class ImportedAliases {
  private readonly societies = new Map<number, { name: string; aliases: string[] }>();
  private readonly references = new Map<string, { target: AliasTarget; name: string; aliases: string[]; line: number; column: string }>();

  constructor(private readonly context: ImportContext) {}

  /** The society's own aliases on this line (written once the society has its id). */
  society(line: number, name: string, aliases: string[]): boolean {
    if (!this.check(line, 'aliases', name, aliases)) return false;
    this.societies.set(line, { name, aliases });
    return true;
  }

  reference(line: number, kind: ReferenceKind, id: string | null | undefined, name: string | null, aliases: string[]): boolean {
    if (!aliases.length || !id || !name) return true;
    const column = `${kind}_aliases`;
    if (!this.check(line, column, name, aliases)) return false;
    const known = this.references.get(id);
    const merged = [...(known?.aliases ?? []), ...aliases];
    if (known && !this.check(line, column, name, merged)) return false;
    this.references.set(id, { target: { kind, id }, name, aliases: merged, line, column });
    return true;
  }

  private check(line: number, column: string, name: string, aliases: string[]): boolean {
    const { problem } = prepareAliases(name, aliases);
    if (problem) refuse(this.context, line, column, describeAliasProblem(problem));
    return !problem;
  }

  /** Writes them; `societyIds` maps each line to its society's id (lines refused have none). */
  async write(societyIds: Map<number, string>, present: { society: boolean }): Promise<number> {
    const entries: { target: AliasTarget; aliases: PreparedAlias[] }[] = [];
    if (present.society) {
      for (const [line, { name, aliases }] of this.societies) {
        const id = societyIds.get(line);
        if (id) entries.push({ target: { kind: 'society', id }, aliases: prepareAliases(name, aliases).aliases });
      }
    }
    for (const { target, name, aliases } of this.references.values()) entries.push({ target, aliases: prepareAliases(name, aliases).aliases });
    if (entries.length) this.context.touched.search = true;
    return writeAliases(this.context.db, entries);
  }
}
