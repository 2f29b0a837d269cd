/**
 * @jest-environment node
 */
// The production build's inline stylesheet (scripts/build/compile-stylesheet.cjs): Tailwind's output trimmed of
// what only browsers below Tailwind 4's baseline read, without changing what a current browser applies.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import postcss from 'postcss';
import { trimForBaseline, type CompiledStylesheet } from '@/scripts/build/compile-stylesheet.cjs';
import { stylesheetFile, stylesheetModule } from '@/scripts/build/inline-stylesheet-loader.cjs';

const trim = async (css: string) => (await postcss([trimForBaseline()]).process(css, { from: undefined })).css;

describe('trimForBaseline', () => {
  it('puts the color-mix declaration in place of the fallback it overrides', async () => {
    const css =
      '.a{background-color:var(--primary);padding:1px}@supports (color:color-mix(in lab, red, red)){.a{background-color:color-mix(in oklab, var(--primary) 10%, transparent)}}.b{color:red}';
    expect(await trim(css)).toBe('.a{padding:1px}.a{background-color:color-mix(in oklab, var(--primary) 10%, transparent)}.b{color:red}');
  });

  it('drops a fallback rule left empty, also inside another @supports block', async () => {
    const css =
      '@supports (backdrop-filter:var(--tw)){.n{background-color:var(--bg)}@supports (color:color-mix(in lab, red, red)){.n{background-color:color-mix(in oklab, var(--bg) 85%, transparent)}}}';
    expect(await trim(css)).toBe('@supports (backdrop-filter:var(--tw)){.n{background-color:color-mix(in oklab, var(--bg) 85%, transparent)}}');
  });

  it('keeps the fallback of another selector and every other @supports block', async () => {
    const css = '.x{color:red}@supports (color:color-mix(in lab, red, red)){.y{color:color-mix(in oklab, red 50%, transparent)}}@supports (display:grid){.z{display:grid}}';
    expect(await trim(css)).toBe('.x{color:red}.y{color:color-mix(in oklab, red 50%, transparent)}@supports (display:grid){.z{display:grid}}');
  });

  it("drops Tailwind's variable defaults for browsers without @property, keeps the @property rules", async () => {
    const css =
      '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before{--tw-x:0}}}@layer theme{:root{--a:1}}@property --tw-x{syntax:"*";inherits:false;initial-value:0}';
    expect(await trim(css)).toBe('@layer theme{:root{--a:1}}@property --tw-x{syntax:"*";inherits:false;initial-value:0}');
  });
});

/** Runs the build step in Node itself, as `next build` does (Tailwind's Node package is ESM inside, which Jest's runtime cannot load). */
function compileInNode(root: string): CompiledStylesheet {
  const script = `require('./scripts/build/compile-stylesheet.cjs').compileStylesheet('app/globals.css', { base: process.cwd() }).then((result) => process.stdout.write(JSON.stringify(result)))`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as CompiledStylesheet;
}

describe('compileStylesheet on app/globals.css', () => {
  it('compiles, minifies and trims the stylesheet, naming what it was made from', () => {
    const root = path.resolve(__dirname, '../..');
    const result = compileInNode(root);
    expect(result.css.startsWith('/*! tailwindcss v4')).toBe(true);
    // Minified: one line after the banner, the app's own rules and tokens present.
    expect(result.css.split('\n').length).toBeLessThanOrEqual(2);
    expect(result.css).toContain('--primary:#0f766e');
    expect(result.css).toContain('[data-pending-skeleton]{display:none}');
    expect(result.css).not.toContain('@layer properties');
    expect(result.css).not.toContain('@supports (color:color-mix');
    expect(result.trim?.propertiesFallbacks).toBe(1);
    expect(result.trim?.colorMixBlocks).toBeGreaterThan(10);
    expect(result.files).toContain(path.join(root, 'app/globals.css'));
    expect(result.files).toContain(path.join(root, 'components/layout/bottom-nav.tsx'));
    expect(result.directories).toEqual(expect.arrayContaining([path.join(root, 'app'), path.join(root, 'components'), path.join(root, 'lib')]));
  }, 30_000);
});

describe('the loader module', () => {
  it('gives the server the text and the browser only the URL of the same stylesheet as a file', () => {
    const server = stylesheetModule('body{color:red}', { text: true });
    const browser = stylesheetModule('body{color:red}', { text: false });
    expect(server).toMatch(/^export const STYLESHEET_TEXT = "body\{color:red\}";\nexport const STYLESHEET_FILE = "\/_next\/static\/css\/ghomes-[0-9a-f]{16}\.css";\n$/);
    expect(browser).toMatch(/^export const STYLESHEET_TEXT = "";\n/);
    expect(browser.split('\n')[1]).toBe(server.split('\n')[1]);
  });

  it('names the file by its content', () => {
    expect(stylesheetFile('body{color:red}')).toBe(stylesheetFile('body{color:red}'));
    expect(stylesheetFile('body{color:blue}')).not.toBe(stylesheetFile('body{color:red}'));
  });
});
