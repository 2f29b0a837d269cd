/**
 * The compiled stylesheet, for components/layout/inline-stylesheet.tsx. This file is a placeholder: the
 * production build replaces it (scripts/build/inline-stylesheet-loader.cjs, wired in next.config.mjs) with
 * app/globals.css compiled by Tailwind. The server's copy has the text; the browser's has only the URL of the
 * same stylesheet as a file, so the text travels once, in the HTML (docs/first-paint.md).
 */
export const STYLESHEET_TEXT: string = '';
export const STYLESHEET_FILE: string = '';
