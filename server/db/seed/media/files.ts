import 'server-only';
import type { PhotoRef } from '@/lib/photos';

// Buckets the seed fills in STORAGE_DIR; the app serves them under /storage/v1/object/public/<bucket>/<path>.
export const BUCKETS = {
  societies: 'societies',
  properties: 'properties',
  builders: 'builders',
  brochures: 'brochures',
  videoThumbnails: 'video-thumbnails',
} as const;

/** A file the seed writes: where it goes and its text (SVG or PDF). */
export interface SeedFile {
  bucket: string;
  path: string;
  contents: string;
}

export const photoRef = (bucket: string, path: string): PhotoRef => ({ bucket, path });

/**
 * Text columns (builders.logo_url, brochure_pdf, video_thumbnail_url) hold a URL, not a {bucket, path}.
 * A site-relative URL keeps working whatever port or host the app is served from.
 */
export const storedObjectUrl = (bucket: string, path: string) => `/storage/v1/object/public/${bucket}/${path}`;

/** XML-escapes text placed inside an SVG. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** Coordinates rounded to whole pixels keep the SVG text short. */
export const px = (value: number) => Math.round(value);
