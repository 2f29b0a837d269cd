// Kannada and Devanagari type: Noto Sans Kannada and Noto Sans Devanagari from npm (@fontsource), served by the
// app itself (app/fonts/[file]/route.ts) and named only on pages in those languages. Each face covers its own
// script alone (the subset files' unicode ranges), so Latin text keeps the system font and a browser fetches a
// face only when the page has that script; `font-display: swap` shows the text at once in the fallback.
// - A phone that has the face installed (Android ships both Noto faces) uses its own copy: `local()` comes first,
//   so nothing is fetched and nothing swaps.
// - Otherwise the text shows in the system's font for the script until the file arrives. That fallback is named
//   through a face of its own whose ascent, descent and line gap are overridden to Noto's (read from the files'
//   OS/2 tables), so each line keeps its height when the face swaps in.
import type { Locale } from './locales';

export const FONT_PACKAGE_VERSION = '5.3.0';
const WEIGHTS = [400, 600, 700] as const;

interface ScriptFont {
  family: string;
  packageName: string;
  subset: string;
  unicodeRange: string;
  /** The face's own PostScript name stem (NotoSansKannada-Bold), for `local()`. */
  postScriptName: string;
  /** The system faces with this script on Windows, macOS and Linux, in that order. */
  systemFallbacks: readonly string[];
  /** Ascent and descent in per cent of the em (typo metrics; no line gap). */
  ascent: number;
  descent: number;
}

const WEIGHT_NAMES: Readonly<Record<(typeof WEIGHTS)[number], string>> = { 400: 'Regular', 600: 'SemiBold', 700: 'Bold' };

const SCRIPT_FONTS: Partial<Record<Locale, ScriptFont>> = {
  kn: {
    family: 'Noto Sans Kannada',
    packageName: 'noto-sans-kannada',
    subset: 'kannada',
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+25CC,U+A830-A835',
    postScriptName: 'NotoSansKannada',
    systemFallbacks: ['Nirmala UI', 'Tunga', 'Kannada Sangam MN', 'Lohit Kannada'],
    ascent: 80.9,
    descent: 54,
  },
  hi: {
    family: 'Noto Sans Devanagari',
    packageName: 'noto-sans-devanagari',
    subset: 'devanagari',
    unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF',
    postScriptName: 'NotoSansDevanagari',
    systemFallbacks: ['Nirmala UI', 'Mangal', 'Kohinoor Devanagari', 'Devanagari Sangam MN', 'Lohit Devanagari'],
    ascent: 89.6,
    descent: 40.8,
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

const localNames = (font: ScriptFont, weight: (typeof WEIGHTS)[number]) => {
  const style = WEIGHT_NAMES[weight];
  return [`${font.family} ${style}`, ...(weight === 400 ? [font.family] : []), `${font.postScriptName}-${style}`];
};

function webFace(font: ScriptFont, weight: (typeof WEIGHTS)[number]): string {
  const sources = [...localNames(font, weight).map((name) => `local('${name}')`), `url(${fontUrl(`${font.packageName}-${font.subset}-${weight}-normal.woff2`)}) format('woff2')`];
  return `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weight};font-display:swap;src:${sources.join(',')};unicode-range:${font.unicodeRange}}`;
}

function fallbackFace(font: ScriptFont): string {
  const sources = font.systemFallbacks.map((name) => `local('${name}')`).join(',');
  return (
    `@font-face{font-family:'${font.family} Fallback';src:${sources};unicode-range:${font.unicodeRange};` +
    `ascent-override:${font.ascent}%;descent-override:${font.descent}%;line-gap-override:0%}`
  );
}

/** The stylesheet a page in this language adds to its head: its script's faces and their fallback, first in the
 *  body's stack. Empty for English. */
export function scriptFontCss(locale: Locale): string {
  const font = SCRIPT_FONTS[locale];
  if (!font) return '';
  const faces = WEIGHTS.map((weight) => webFace(font, weight));
  return `${faces.join('')}${fallbackFace(font)}body{font-family:'${font.family}','${font.family} Fallback',var(--font-sans)}`;
}
