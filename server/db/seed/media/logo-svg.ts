import 'server-only';
import { escapeXml } from './files';

/** A builder logo: a rounded tile in the brand colour with the monogram in white. */
export function logoSvg(monogram: string, colour: string): string {
  const fontSize = monogram.length >= 3 ? 120 : monogram.length === 2 ? 160 : 220;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" rx="72" fill="${colour}"/>` +
    `<rect x="24" y="24" width="352" height="352" rx="56" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(monogram)}</text>` +
    `</svg>`
  );
}
