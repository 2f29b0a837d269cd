// webpack loader for components/layout/stylesheet-text.ts in the production build (next.config.mjs): replaces
// the module's placeholder with the compiled stylesheet (compile-stylesheet.cjs).
// - Server compilation (`text: true`): the text itself, which the server rendering writes into every page's HTML.
// - Browser compilation (`text: false`): no text, so the browser bundle stays small; the same stylesheet is
//   emitted as a file instead, for the rare page the browser renders without server HTML (docs/first-paint.md).
const { createHash } = require('node:crypto');
const path = require('node:path');
const { compileStylesheet } = require('./compile-stylesheet.cjs');

/** Where the stylesheet file is written (under .next) and served (/_next/...), named by its content. */
function stylesheetFile(css) {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
  return `static/css/ghomes-${hash}.css`;
}

/** The module's source: the text (or '') and the URL of the stylesheet file. */
function stylesheetModule(css, { text }) {
  return `export const STYLESHEET_TEXT = ${JSON.stringify(text ? css : '')};\nexport const STYLESHEET_FILE = ${JSON.stringify(`/_next/${stylesheetFile(css)}`)};\n`;
}

module.exports = function inlineStylesheetLoader() {
  const callback = this.async();
  const { stylesheet, base, text } = this.getOptions();
  compileStylesheet(stylesheet, { base })
    .then(({ css, files, directories }) => {
      // Webpack's persistent cache (.next/cache) keeps this module until one of these changes: the stylesheet,
      // a scanned source file, or a scanned folder (a new file with new class names).
      for (const file of files) this.addDependency(path.resolve(file));
      for (const directory of directories) this.addContextDependency(path.resolve(directory));
      if (!text) this.emitFile(stylesheetFile(css), css);
      callback(null, stylesheetModule(css, { text }));
    })
    .catch((error) => callback(error));
};

module.exports.stylesheetModule = stylesheetModule;
module.exports.stylesheetFile = stylesheetFile;
