import 'server-only';
import { Random } from '../random';
import { px } from './files';
import { FACADES, SKIES } from './palettes';

// A society exterior as a small SVG (4:3, under 4 KB): sky, a far skyline, towers with a window pattern or a
// row of villas, a lawn and trees. Windows use one <pattern> instead of hundreds of rects to stay small.

const WIDTH = 1200;
const HEIGHT = 900;
const GROUND = 720;

export interface ExteriorOptions {
  kind: 'towers' | 'villas';
  /** Picks the sky and facade colours, so one society's photos share a look. */
  paletteSeed: number;
  /** Varies the composition between the photos of one society. */
  variant: number;
}

export function exteriorSvg(streamName: string, options: ExteriorOptions): string {
  const random = new Random(streamName);
  const [skyTop, skyLow, sun] = SKIES[options.paletteSeed % SKIES.length]!;
  const [facade, trim, glass] = FACADES[Math.floor(options.paletteSeed / SKIES.length) % FACADES.length]!;
  const parts: string[] = [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
    `<pattern id="w" width="40" height="46" patternUnits="userSpaceOnUse"><rect x="9" y="10" width="22" height="26" rx="2" fill="${glass}"/><rect x="9" y="33" width="22" height="3" fill="${trim}" opacity=".5"/></pattern></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`,
    `<circle cx="${random.int(150, 1050)}" cy="${random.int(110, 220)}" r="${random.int(45, 70)}" fill="${sun}" opacity=".9"/>`,
  ];
  for (let i = 0; i < 3; i += 1) parts.push(cloud(random));
  parts.push(farSkyline(random));
  parts.push(`<rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="#6f9e4f"/>`);
  parts.push(options.kind === 'towers' ? towers(random, facade, trim, options.variant) : villas(random, facade, trim, glass));
  if (options.variant % 3 === 1) parts.push(pool(random));
  else parts.push(`<path d="M0 ${HEIGHT} L520 ${GROUND + 8} L680 ${GROUND + 8} L1200 ${HEIGHT}Z" fill="#cdbfa8"/>`);
  for (let i = 0; i < random.int(4, 7); i += 1) parts.push(tree(random));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

function cloud(random: Random): string {
  const x = random.int(80, 1100);
  const y = random.int(70, 260);
  return `<g fill="#fff" opacity=".75"><ellipse cx="${x}" cy="${y}" rx="${random.int(60, 110)}" ry="22"/><ellipse cx="${x + 40}" cy="${y - 16}" rx="50" ry="24"/></g>`;
}

function farSkyline(random: Random): string {
  let d = `M0 ${GROUND}`;
  for (let x = 0; x < WIDTH; x += random.int(50, 110)) {
    const top = GROUND - random.int(60, 200);
    d += ` L${x} ${top} L${x + random.int(40, 90)} ${top}`;
  }
  return `<path d="${d} L${WIDTH} ${GROUND}Z" fill="#9fb3c8" opacity=".45"/>`;
}

function towers(random: Random, facade: string, trim: string, variant: number): string {
  const count = variant % 3 === 2 ? 2 : random.int(3, 4);
  // Widths and positions snap to the 40 x 46 window pattern, so no window is cut at a tower's edge.
  const columns = count === 2 ? 6 : count === 3 ? 5 : 4;
  const width = 28 + columns * 40;
  const gap = (WIDTH - count * width) / (count + 1);
  let svg = '';
  for (let i = 0; i < count; i += 1) {
    const x = Math.round((gap + i * (width + gap) + 14) / 40) * 40 - 14;
    const top = random.int(3, 7) * 46 - 24;
    const height = GROUND - top;
    svg += `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${facade}"/>`;
    svg += `<rect x="${x + 14}" y="${top + 24}" width="${width - 28}" height="${height - 60}" fill="url(#w)"/>`;
    svg += `<rect x="${x - 8}" y="${top - 18}" width="${width + 16}" height="18" fill="${trim}"/>`;
    svg += `<rect x="${x + width / 2 - 30}" y="${GROUND - 44}" width="60" height="44" fill="${trim}" opacity=".8"/>`;
  }
  return svg;
}

function villas(random: Random, facade: string, trim: string, glass: string): string {
  const count = random.int(3, 4);
  const width = 230;
  const gap = (WIDTH - count * width) / (count + 1);
  let svg = '';
  for (let i = 0; i < count; i += 1) {
    const x = px(gap + i * (width + gap));
    const height = random.int(190, 260);
    const top = GROUND - height;
    svg += `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${facade}"/>`;
    svg += `<polygon points="${x - 20},${top} ${x + width / 2},${top - random.int(70, 110)} ${x + width + 20},${top}" fill="${trim}"/>`;
    svg += `<rect x="${x + 24}" y="${top + 30}" width="60" height="60" fill="${glass}"/><rect x="${x + width - 84}" y="${top + 30}" width="60" height="60" fill="${glass}"/>`;
    svg += `<rect x="${x + width / 2 - 24}" y="${GROUND - 90}" width="48" height="90" fill="${trim}" opacity=".85"/>`;
    svg += `<rect x="${x - 10}" y="${GROUND - 26}" width="${width + 20}" height="26" rx="12" fill="#4f7d3a"/>`;
  }
  return svg;
}

function pool(random: Random): string {
  const x = random.int(260, 420);
  return `<rect x="${x}" y="${GROUND + 50}" width="460" height="90" rx="18" fill="#5bc0de" stroke="#e8f7fb" stroke-width="10"/><path d="M${x + 40} ${GROUND + 90} q30 -12 60 0 t60 0 t60 0" stroke="#e8f7fb" stroke-width="4" fill="none"/>`;
}

function tree(random: Random): string {
  const x = random.int(20, 1180);
  const base = GROUND + random.int(10, 150);
  const size = random.int(36, 64);
  return `<rect x="${x - 6}" y="${base - size}" width="12" height="${size}" fill="#6b4f35"/><circle cx="${x}" cy="${base - size - size / 2}" r="${size}" fill="${random.pick(['#3f7d3a', '#4c8c3f', '#2f6b3a'])}"/>`;
}
