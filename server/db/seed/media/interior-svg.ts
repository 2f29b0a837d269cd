import 'server-only';
import { Random } from '../random';
import { ROOMS } from './palettes';

// A property interior as a small SVG (4:3): a warm wall, a wooden floor, a window with sky and curtains, and a
// living room (sofa, table, lamp, plant) or a bedroom (bed, pillows, side table). With `play` it becomes a video
// thumbnail (dimmed, with a play button).

const WIDTH = 1200;
const HEIGHT = 900;
const FLOOR = 640;

export type RoomKind = 'living' | 'bedroom';

export function interiorSvg(streamName: string, room: RoomKind, options: { play?: boolean } = {}): string {
  const random = new Random(streamName);
  const [wall, floor, accent, wood] = random.pick(ROOMS);
  const windowX = random.int(90, 260);
  const frameX = random.int(720, 860);
  const parts = [
    `<defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ee"/><stop offset="1" stop-color="#e6f4ff"/></linearGradient>`,
    `<pattern id="f" width="240" height="40" patternUnits="userSpaceOnUse"><rect width="240" height="40" fill="${floor}"/><path d="M0 39H240M120 0V40" stroke="#000" stroke-opacity=".12" stroke-width="2"/></pattern></defs>`,
    `<rect width="${WIDTH}" height="${FLOOR}" fill="${wall}"/>`,
    `<rect y="${FLOOR}" width="${WIDTH}" height="${HEIGHT - FLOOR}" fill="url(#f)"/>`,
    `<rect y="${FLOOR - 14}" width="${WIDTH}" height="14" fill="${wood}" opacity=".6"/>`,
    // Window with a distant skyline and curtains either side.
    `<rect x="${windowX}" y="110" width="300" height="360" fill="url(#k)" stroke="#fff" stroke-width="14"/>`,
    `<path d="M${windowX} 380h70v-80h50v80h60v-120h60v120h60v90h-300z" fill="#a9bccd" opacity=".7"/>`,
    `<path d="M${windowX + 150} 110v360M${windowX} 290h300" stroke="#fff" stroke-width="8"/>`,
    `<rect x="${windowX - 50}" y="90" width="50" height="420" rx="10" fill="${accent}" opacity=".55"/>`,
    `<rect x="${windowX + 300}" y="90" width="50" height="420" rx="10" fill="${accent}" opacity=".55"/>`,
    `<rect x="${frameX}" y="150" width="200" height="140" fill="${wood}"/><rect x="${frameX + 15}" y="165" width="170" height="110" fill="${random.pick(['#e9c46a', '#f4a261', '#9ad1d4', '#c9ada7'])}"/>`,
  ];
  parts.push(room === 'living' ? livingRoom(random, accent, wood) : bedroom(random, accent, wood));
  parts.push(plant(random.int(1040, 1120)));
  if (options.play) {
    parts.push(
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="#000" opacity=".35"/><circle cx="600" cy="450" r="90" fill="#fff" opacity=".92"/><path d="M570 400v100l85-50z" fill="#1f2937"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

function livingRoom(random: Random, accent: string, wood: string): string {
  const x = random.int(420, 520);
  return [
    `<ellipse cx="${x + 230}" cy="790" rx="360" ry="70" fill="#d8c3a5" opacity=".8"/>`,
    // Sofa: back, seat, arms, cushions.
    `<rect x="${x}" y="470" width="480" height="150" rx="30" fill="${accent}"/>`,
    `<rect x="${x + 10}" y="560" width="460" height="90" rx="20" fill="${accent}" opacity=".85"/>`,
    `<rect x="${x - 30}" y="520" width="60" height="140" rx="24" fill="${accent}"/><rect x="${x + 450}" y="520" width="60" height="140" rx="24" fill="${accent}"/>`,
    `<rect x="${x + 50}" y="500" width="110" height="80" rx="18" fill="#f6e7c1"/><rect x="${x + 320}" y="500" width="110" height="80" rx="18" fill="#f6e7c1"/>`,
    `<rect x="${x + 20}" y="650" width="16" height="30" fill="${wood}"/><rect x="${x + 444}" y="650" width="16" height="30" fill="${wood}"/>`,
    // Coffee table and lamp.
    `<rect x="${x + 120}" y="730" width="240" height="26" rx="8" fill="${wood}"/><rect x="${x + 140}" y="756" width="14" height="50" fill="${wood}"/><rect x="${x + 326}" y="756" width="14" height="50" fill="${wood}"/>`,
    `<rect x="${x - 110}" y="420" width="8" height="260" fill="#3b3b3b"/><path d="M${x - 150} 420h88l-20-70h-48z" fill="#f6d58e"/>`,
  ].join('');
}

function bedroom(random: Random, accent: string, wood: string): string {
  const x = random.int(460, 520);
  return [
    `<rect x="${x}" y="420" width="440" height="200" rx="16" fill="${wood}"/>`,
    `<rect x="${x - 20}" y="590" width="480" height="110" rx="18" fill="#fbf7f0"/>`,
    `<rect x="${x - 20}" y="630" width="480" height="90" rx="18" fill="${accent}"/>`,
    `<rect x="${x + 30}" y="540" width="160" height="64" rx="26" fill="#fff"/><rect x="${x + 250}" y="540" width="160" height="64" rx="26" fill="#fff"/>`,
    `<rect x="${x - 20}" y="716" width="18" height="40" fill="${wood}"/><rect x="${x + 442}" y="716" width="18" height="40" fill="${wood}"/>`,
    `<rect x="${x - 150}" y="560" width="110" height="100" rx="6" fill="${wood}"/><circle cx="${x - 95}" cy="520" r="34" fill="#f6d58e"/><rect x="${x - 99}" y="540" width="8" height="22" fill="#3b3b3b"/>`,
  ].join('');
}

function plant(x: number): string {
  return `<rect x="${x - 34}" y="600" width="68" height="80" rx="8" fill="#c2703d"/><g fill="#3f7d3a"><ellipse cx="${x}" cy="540" rx="22" ry="70"/><ellipse cx="${x - 34}" cy="560" rx="18" ry="52" transform="rotate(-25 ${x - 34} 560)"/><ellipse cx="${x + 34}" cy="560" rx="18" ry="52" transform="rotate(25 ${x + 34} 560)"/></g>`;
}
