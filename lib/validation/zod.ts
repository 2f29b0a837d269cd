// zod, for every schema of the app. zod 4 compiles object parsers with `new Function` when it can, and probes for
// that with `Function("")` on its first parse: in the browser the Content-Security-Policy forbids eval
// (docs/security.md), so the probe is a reported violation. Configured here, before any schema exists, the browser
// uses the interpreted parsers from the first parse on; a lint rule keeps every import of zod coming through here.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z, ZodError } from 'zod';
export type { ZodType } from 'zod';
