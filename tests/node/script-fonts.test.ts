// The Kannada and Devanagari faces (lib/i18n/fonts.ts): an installed copy is used before the file is fetched, and
// the fallback's line metrics are the shipped files' own, read here from each file's OS/2 table, so a swap keeps
// every line's height. English pages name no face.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { FONT_FILES, scriptFontCss } from '../../lib/i18n/fonts';

const require = createRequire(import.meta.url);

/** Typo ascent and descent, in per cent of the em, from a WOFF file (its tables are zlib-compressed, not transformed). */
function lineMetrics(woffPath: string): { ascent: number; descent: number } {
  const file = readFileSync(woffPath);
  const tables = new Map<string, Buffer>();
  for (let index = 0; index < file.readUInt16BE(12); index++) {
    const entry = 44 + index * 20;
    const [offset, compressed, original] = [file.readUInt32BE(entry + 4), file.readUInt32BE(entry + 8), file.readUInt32BE(entry + 12)];
    const data = file.subarray(offset, offset + compressed);
    tables.set(file.toString('ascii', entry, entry + 4), compressed < original ? inflateSync(data) : data);
  }
  const unitsPerEm = tables.get('head')!.readUInt16BE(18);
  const os2 = tables.get('OS/2')!;
  const percent = (units: number) => Math.round((units / unitsPerEm) * 1000) / 10;
  return { ascent: percent(os2.readInt16BE(68)), descent: percent(-os2.readInt16BE(70)) };
}

for (const [locale, family] of [['kn', 'Noto Sans Kannada'], ['hi', 'Noto Sans Devanagari']] as const) {
  test(`${locale}: the fallback keeps ${family}'s line metrics`, () => {
    const css = scriptFontCss(locale);
    const regular = [...FONT_FILES.values()].find((file) => file.includes(`-${locale === 'kn' ? 'kannada' : 'devanagari'}-400-`))!;
    const { ascent, descent } = lineMetrics(require.resolve(regular.replace(/\.woff2$/, '.woff')));
    const fallback = css.match(new RegExp(`@font-face\\{font-family:'${family} Fallback';[^}]*\\}`))?.[0] ?? '';
    assert.match(fallback, new RegExp(`ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:0%`));
    assert.match(css, new RegExp(`body\\{font-family:'${family}','${family} Fallback',var\\(--font-sans\\)\\}`));
  });

  test(`${locale}: an installed ${family} comes before the shipped file`, () => {
    const faces = scriptFontCss(locale).match(new RegExp(`@font-face\\{font-family:'${family}';[^}]*\\}`, 'g')) ?? [];
    assert.equal(faces.length, 3);
    for (const face of faces) {
      assert.match(face, /font-display:swap/);
      assert.match(face, /src:local\('[^']+'\)(,local\('[^']+'\))*,url\(\/fonts\/[^)]+\.woff2\) format\('woff2'\)/);
    }
  });
}

test('English pages name no face', () => {
  assert.equal(scriptFontCss('en'), '');
});
