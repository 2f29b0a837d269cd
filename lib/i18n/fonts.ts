// Kannada and Devanagari type: Noto Sans Kannada and Noto Sans Devanagari from npm (@fontsource), served by the
// app itself (app/fonts/[file]/route.ts) and named only on pages in those languages. Each face covers its own
// script alone (the subset files' unicode ranges), so Latin text keeps the system font and a browser fetches a
// face only when the page has that script; `font-display: swap` shows the text at once in the fallback.
import type { Locale } from './locales';

export const FONT_PACKAGE_VERSION = '5.3.0';
const WEIGHTS = [400, 600, 700] as const;

interface ScriptFont {
  family: string;
  packageName: string;
  subset: string;
  unicodeRange: string;
}

const SCRIPT_FONTS: Partial<Record<Locale, ScriptFont>> = {
  kn: {
    family: 'Noto Sans Kannada',
    packageName: 'noto-sans-kannada',
    subset: 'kannada',
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+25CC,U+A830-A835',
  },
  hi: {
    family: 'Noto Sans Devanagari',
    packageName: 'noto-sans-devanagari',
    subset: 'devanagari',
    unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF',
  },
};

/** The file names the font route serves: `<package>-<subset>-<weight>-normal.woff2`, nothing else. */
export const FONT_FILES: ReadonlyMap<string, string> = new Map(
  Object.values(SCRIPT_FONTS).flatMap((font) =>
    WEIGHTS.map((weight) => {
      const file = `${font!.packageName}-${font!.subset}-${weight}-normal.woff2`;
      return [file, `@fontsource/${font!.packageName}/files/${file}`] as const;
    }),
  ),
);

export const fontUrl = (file: string) => `/fonts/${FONT_PACKAGE_VERSION}/${file}`;

/** The stylesheet a page in this language adds to its head: its script's faces, first in the body's stack. Empty
 *  for English. */
export function scriptFontCss(locale: Locale): string {
  const font = SCRIPT_FONTS[locale];
  if (!font) return '';
  const faces = WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url(${fontUrl(`${font.packageName}-${font.subset}-${weight}-normal.woff2`)}) format('woff2');unicode-range:${font.unicodeRange}}`,
  );
  return `${faces.join('')}body{font-family:'${font.family}',var(--font-sans)}`;
}
