// zod, for every schema of the app: one import point (a lint rule keeps it so). A plain re-export with no effect of
// its own, so a browser module that takes only a constant from a schema module does not pull zod into its page. In
// the browser zod runs without its compiled parsers (their `Function("")` probe is an eval the
// Content-Security-Policy reports): components/providers/zod-without-eval.ts sets that on every page.
export { z, ZodError } from 'zod';
export type { ZodType } from 'zod';
