import localFont from 'next/font/local';

/**
 * Inter (Latin subset, variable weight), shipped in @fontsource-variable/inter: no download at build time.
 * `display: 'optional'` with the preload next/font adds: the font is used when it arrives within the first
 * ~100 ms (a preloaded, cached or fast font), otherwise the metric-matched fallback stays for that page view.
 * A late swap would repaint every heading and count as a new, later Largest Contentful Paint.
 * The unicode-range leaves the rupee sign (U+20B9) to the system font, which every phone renders well.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  preload: true,
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});
