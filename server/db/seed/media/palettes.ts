import 'server-only';

/** Sky gradients (top, horizon) and a sun colour: morning, noon, golden hour, dusk. */
export const SKIES = [
  ['#7fb8e8', '#dcefff', '#fff6d5'],
  ['#4f9ad8', '#c4e3fb', '#ffffff'],
  ['#f2a65a', '#ffe0b3', '#fff1c9'],
  ['#8c7ab8', '#f7c6b5', '#ffe3c2'],
  ['#5fb3c9', '#e3f6f5', '#fffbe6'],
] as const;

/** Facade, trim and glass colours for a society's towers or villas. */
export const FACADES = [
  ['#f3ece0', '#8a6f4d', '#9cc3e0'],
  ['#e9e4dc', '#4a5568', '#a9cce3'],
  ['#f6e7d3', '#b5651d', '#bcd9ea'],
  ['#dfe6e9', '#2d3748', '#90b4ce'],
  ['#f0d9c4', '#7b3f2a', '#b8d4e6'],
  ['#ffffff', '#5a6b7b', '#9fc5e8'],
] as const;

/** Wall, floor, accent (sofa or bedspread) and wood colours for warm interiors. */
export const ROOMS = [
  ['#f4e9dc', '#b08463', '#3f6e6a', '#8b5a3c'],
  ['#efe4d2', '#c59b72', '#a3472f', '#6e4a32'],
  ['#f7efe6', '#a67b5b', '#50607a', '#7a5236'],
  ['#ece3d6', '#9c7457', '#c48a3a', '#5c3d2e'],
  ['#f3e6e0', '#b9906d', '#6b7d4f', '#8a5f41'],
] as const;
