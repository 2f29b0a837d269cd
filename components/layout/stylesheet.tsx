import '@/app/globals.css';

/**
 * The app's stylesheet under `next dev` (Turbopack, live CSS edits) and in unit tests: Next loads
 * app/globals.css itself and this renders nothing. The production build uses ./inline-stylesheet instead
 * (next.config.mjs), which inlines the compiled stylesheet once (docs/first-paint.md).
 */
export function Stylesheet() {
  return null;
}
