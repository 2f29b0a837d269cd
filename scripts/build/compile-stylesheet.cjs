// The production build's stylesheet: app/globals.css compiled by Tailwind (minified), then trimmed of what only
// browsers older than Tailwind's own baseline read. The text is carried inline in every page's HTML exactly once
// (components/layout/inline-stylesheet.tsx, docs/first-paint.md), so every byte here is in every page.
// Plain CommonJS: next.config.mjs loads it (through the webpack loader beside it) before anything is compiled.
const { readFile } = require('node:fs/promises');
const path = require('node:path');
const postcss = require('postcss');

/**
 * Tailwind wraps every colour with opacity in a `@supports (color: color-mix(...))` block after a fallback
 * declaration of the plain colour. Chrome 111, Safari 16.2 and Firefox 113 (all below Tailwind 4's baseline of
 * Chrome 111, Safari 16.4, Firefox 128) support color-mix, so there the block always applies and wins. Unwrap it
 * into the rule it overrides: the fallback declaration goes, the color-mix one takes its place.
 */
const COLOR_MIX_CONDITION = /^\(color:\s*color-mix\(in lab,\s*red,\s*red\)\)$/;

/**
 * `@layer properties { @supports (<Safari before 16.4 or Firefox before 128>) { *{--tw-...: initial} } }`:
 * the initial values of Tailwind's variables for browsers without `@property`. Every browser of the baseline
 * reads the `@property` rules instead, and the condition is false there.
 */
function isPropertiesFallback(atRule) {
  return atRule.name === 'layer' && atRule.params === 'properties' && atRule.nodes?.every((node) => node.type === 'atrule' && node.name === 'supports');
}

/** The rule just before `node` among its siblings with the same selector, or null. */
function ruleBefore(node, selector) {
  const previous = node.prev();
  return previous && previous.type === 'rule' && previous.selector === selector ? previous : null;
}

/** PostCSS plugin: the two trims above. Counts what it removed in `result.messages` (type 'stylesheet-trim'). */
function trimForBaseline() {
  return {
    postcssPlugin: 'ghomes-trim-for-baseline',
    OnceExit(root, { result }) {
      let propertiesFallbacks = 0;
      let colorMixBlocks = 0;
      root.walkAtRules('layer', (atRule) => {
        if (!isPropertiesFallback(atRule)) return;
        atRule.remove();
        propertiesFallbacks += 1;
      });
      root.walkAtRules('supports', (atRule) => {
        if (!COLOR_MIX_CONDITION.test(atRule.params)) return;
        // Only the plain shape Tailwind emits: rules whose fallback rule (same selector) sits right before the block.
        const rules = atRule.nodes ?? [];
        if (!rules.length || !rules.every((rule) => rule.type === 'rule' && rule.nodes.every((decl) => decl.type === 'decl'))) return;
        for (const rule of rules) {
          const fallback = ruleBefore(atRule, rule.selector);
          if (fallback) {
            for (const decl of rule.nodes) {
              fallback.walkDecls(decl.prop, (old) => {
                old.remove();
              });
            }
          }
        }
        atRule.replaceWith(rules.map((rule) => rule.clone()));
        colorMixBlocks += 1;
      });
      // A fallback rule left without declarations goes too.
      root.walkRules((rule) => {
        if (!rule.nodes.length) rule.remove();
      });
      result.messages.push({ type: 'stylesheet-trim', plugin: 'ghomes-trim-for-baseline', propertiesFallbacks, colorMixBlocks });
    },
  };
}
trimForBaseline.postcss = true;

/**
 * Compiles `file` (app/globals.css). Returns the CSS text and what it was made from: `files` (the stylesheet,
 * Tailwind's own CSS and every source file it scanned) and `directories` (the folders it scans, so that a new
 * file there also triggers a new compile).
 */
async function compileStylesheet(file, { base = process.cwd() } = {}) {
  // Required here, not above: the trim alone (unit tests under Jest) needs no Tailwind.
  const tailwind = require('@tailwindcss/postcss');
  const source = await readFile(file, 'utf8');
  const result = await postcss([tailwind({ base, optimize: { minify: true } }), trimForBaseline()]).process(source, { from: file });
  // The minifier Next runs on every stylesheet file it emits (its CssMinimizerPlugin, same options): the
  // stylesheet gets exactly the treatment it had as Next's own file, a few KB below Tailwind's minified output.
  const cssnanoSimple = require('next/dist/compiled/cssnano-simple');
  const minified = await postcss([cssnanoSimple({ colormin: false }, postcss)]).process(result.css, { from: undefined });
  const files = new Set([path.resolve(file)]);
  const directories = new Set();
  for (const message of result.messages) {
    if (message.type === 'dependency') files.add(message.file);
    if (message.type === 'dir-dependency') directories.add(message.dir);
  }
  const counts = result.messages.find((message) => message.type === 'stylesheet-trim');
  const trim = counts && { propertiesFallbacks: counts.propertiesFallbacks, colorMixBlocks: counts.colorMixBlocks };
  return { css: minified.css, files: [...files], directories: [...directories], trim };
}

module.exports = { compileStylesheet, trimForBaseline };
