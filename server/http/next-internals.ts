// The one place the app's server code reaches into Next.js's private modules (`next/dist/...`), which may move or
// change shape in any release, minor ones included. Each is wrapped in a function of our own, and
// tests/unit/next-internals.test.ts fails with a message saying what to update when an upgrade breaks one. The
// other two wrappers serve loaders this module cannot: server/cache/next-cache-internals.cjs (the page-cache
// handlers, required by Next before the app is bundled) and components/common/image-internals.ts (the browser).
//
// Why a private module at all: whether a `next-router-state-tree` header makes a page throw (a 500) is decided by
// Next's own parser, and Next exports no public one. A copy of its rules would drift from the parser that
// actually runs; calling that parser keeps the guard exactly as strict as Next.
//
// Not 'server-only': request-guard.ts imports it, and instrumentation.ts installs that guard.
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/** True when Next's own parser accepts a `next-router-state-tree` header value (it throws on anything else). */
export function isParsableRouterState(value: string): boolean {
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}
