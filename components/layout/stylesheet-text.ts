/**
 * The compiled stylesheet as text, for components/layout/inline-stylesheet.tsx. This file is a placeholder:
 * the production build's server compilation replaces it with app/globals.css compiled by Tailwind
 * (scripts/build/inline-stylesheet-loader.cjs, wired in next.config.mjs). The browser bundle keeps these
 * empty values, so the text travels once, in the HTML (docs/first-paint.md).
 */
export const STYLESHEET_TEXT: string = '';
export const STYLESHEET_HASH: string = '';
