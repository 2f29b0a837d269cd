import 'server-only';
import type { ProjectType } from '@/lib/catalog';
import { brochurePdf } from './brochure-pdf';
import { exteriorSvg } from './exterior-svg';
import { BUCKETS, type SeedFile } from './files';
import { interiorSvg } from './interior-svg';

// Scale mode reuses a fixed pool of images instead of writing a set per society: 10,000 societies then need
// about 90 files, not 100,000.

const TOWER_IMAGES = 30;
const VILLA_IMAGES = 10;
const ROOM_IMAGES = 20; // per room kind
const THUMBNAILS = 8;

export function sharedExteriorPaths(type: ProjectType, societyIndex: number, count: number): string[] {
  const [prefix, size] = type === 'Villa' ? ['villa', VILLA_IMAGES] : ['tower', TOWER_IMAGES];
  return Array.from({ length: count }, (_, n) => `shared/${prefix}-${((societyIndex * 7 + n) % size) + 1}.svg`);
}

export function sharedInteriorPaths(seed: number, count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const room = n % 2 === 0 ? 'living' : 'bedroom';
    return `shared/${room}-${((seed * 3 + n) % ROOM_IMAGES) + 1}.svg`;
  });
}

export const sharedThumbnailPath = (seed: number) => `shared/thumbnail-${(seed % THUMBNAILS) + 1}.svg`;
export const sharedBrochurePath = () => 'shared/sample-brochure.pdf';

export function sharedPoolFiles(): SeedFile[] {
  const files: SeedFile[] = [];
  for (let n = 1; n <= TOWER_IMAGES; n += 1) {
    files.push({ bucket: BUCKETS.societies, path: `shared/tower-${n}.svg`, contents: exteriorSvg(`shared-tower:${n}`, { kind: 'towers', paletteSeed: n, variant: n }) });
  }
  for (let n = 1; n <= VILLA_IMAGES; n += 1) {
    files.push({ bucket: BUCKETS.societies, path: `shared/villa-${n}.svg`, contents: exteriorSvg(`shared-villa:${n}`, { kind: 'villas', paletteSeed: n * 3, variant: n }) });
  }
  for (const room of ['living', 'bedroom'] as const) {
    for (let n = 1; n <= ROOM_IMAGES; n += 1) {
      files.push({ bucket: BUCKETS.properties, path: `shared/${room}-${n}.svg`, contents: interiorSvg(`shared-${room}:${n}`, room) });
    }
  }
  for (let n = 1; n <= THUMBNAILS; n += 1) {
    files.push({
      bucket: BUCKETS.videoThumbnails,
      path: `shared/thumbnail-${n}.svg`,
      contents: interiorSvg(`shared-thumbnail:${n}`, n % 2 ? 'living' : 'bedroom', { play: true }),
    });
  }
  files.push({
    bucket: BUCKETS.brochures,
    path: sharedBrochurePath(),
    contents: brochurePdf({
      title: 'Project Brochure',
      subtitle: 'Gated community in Bangalore',
      facts: ['Apartments and villas', 'Clubhouse, pool and landscaped gardens', 'Contact GHomes for floor plans and prices'],
      highlights: ['Spacious homes with cross ventilation', 'Three-tier security', 'Close to schools, hospitals and offices'],
    }),
  });
  return files;
}
