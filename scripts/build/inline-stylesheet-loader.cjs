// webpack loader for components/layout/stylesheet-text.ts in the production build's server compilation
// (next.config.mjs): replaces the module's placeholder with the compiled stylesheet (compile-stylesheet.cjs).
// The browser compilation never runs it, so the browser bundle keeps the empty placeholder: the text reaches
// the browser once, inside the server-rendered HTML (docs/first-paint.md).
const { createHash } = require('node:crypto');
const path = require('node:path');
const { compileStylesheet } = require('./compile-stylesheet.cjs');

/** The module's source for a compiled stylesheet: its text and a short hash of it (names the <style>). */
function stylesheetModule(css) {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  return `export const STYLESHEET_TEXT = ${JSON.stringify(css)};\nexport const STYLESHEET_HASH = ${JSON.stringify(hash)};\n`;
}

module.exports = function inlineStylesheetLoader() {
  const callback = this.async();
  const { stylesheet, base } = this.getOptions();
  compileStylesheet(stylesheet, { base })
    .then(({ css, files, directories }) => {
      // Webpack's persistent cache (.next/cache) keeps this module until one of these changes: the stylesheet,
      // a scanned source file, or a scanned folder (a new file with new class names).
      for (const file of files) this.addDependency(path.resolve(file));
      for (const directory of directories) this.addContextDependency(path.resolve(directory));
      callback(null, stylesheetModule(css));
    })
    .catch((error) => callback(error));
};

module.exports.stylesheetModule = stylesheetModule;
