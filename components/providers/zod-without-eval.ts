// zod 4 compiles object parsers with `new Function` when it can, and probes for that with `Function("")` on its
// first object parse: the browser's Content-Security-Policy forbids eval (docs/security.md), so the probe is a
// reported violation. zod reads its settings from `globalThis.__zod_globalConfig` (its `z.config`), so this sets
// `jitless` there without importing zod: every page loads it with the providers, before any schema parses, and a
// page without a form loads no zod at all.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
