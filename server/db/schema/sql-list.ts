// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { sql } from 'drizzle-orm';

// A fixed vocabulary written into a constraint as SQL literals: the list itself stays defined once, in lib/, and
// the generated SQL is the same text a hand-written list gives (so drizzle-kit sees no change).

export const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `('a', 'b', 'c')` for `in` / `not in`. */
export const sqlList = (values: readonly string[]) => sql.raw(`(${values.map(quoted).join(', ')})`);
