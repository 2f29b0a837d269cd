import 'server-only';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/server/env';

// The embedded stand-in for Supabase Storage's public buckets: files under STORAGE_DIR/<bucket>/<path>,
// read by /storage/v1/object/public/... and written by the seed, and by owners' uploads when no hosted storage is
// configured (features write through server/storage/objects.ts, which picks this or the hosted bucket). Every path from a URL goes through
// safeObjectPath, which refuses anything that could leave the storage folder. The private objects
// (server/storage/private.ts) use the same functions on a root of their own, which this route never reads.

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
};

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export function storageRoot(): string {
  return path.resolve(process.cwd(), getEnv().STORAGE_DIR);
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9_-]*$/i;

/** Decodes up to three times, so that %2e%2e and %252e%252e are judged as what they would become. */
function decodedForms(segment: string): string[] {
  const forms = [segment];
  let current = segment;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return [...forms, '\0']; // malformed escapes are refused outright
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** Most file systems refuse a name longer than 255 bytes (ENAMETOOLONG): such a name cannot exist. */
const MAX_SEGMENT_BYTES = 255;

function isSafeSegment(segment: string): boolean {
  return decodedForms(segment).every(
    (form) =>
      form.length > 0 &&
      Buffer.byteLength(form) <= MAX_SEGMENT_BYTES &&
      !form.startsWith('.') && // no "..", ".", dotfiles or the seed's in-flight temp files
      !/[/\\\0:]/.test(form), // no separators, NUL, or drive letters such as "C:"
  );
}

/**
 * Whether a bucket and object path follow the rules above. The hosted storage (server/storage/objects.ts) takes the
 * same rules, so a path refused here is refused there too, whichever driver is configured.
 */
export function isSafeObjectPath(bucket: string, objectPath: string | readonly string[]): boolean {
  const segments = typeof objectPath === 'string' ? objectPath.split('/') : [...objectPath];
  return BUCKET_NAME.test(bucket) && segments.length > 0 && segments.every(isSafeSegment);
}

/**
 * The absolute file path of an object, or null when the bucket or path is not acceptable. `objectPath` is
 * either a "a/b.svg" string or the already-split segments of a catch-all route.
 */
export function safeObjectPath(root: string, bucket: string, objectPath: string | readonly string[]): string | null {
  if (!isSafeObjectPath(bucket, objectPath)) return null;
  const segments = typeof objectPath === 'string' ? objectPath.split('/') : [...objectPath];
  const resolvedRoot = path.resolve(root);
  const filePath = path.resolve(resolvedRoot, bucket, ...segments);
  // Belt and braces: whatever the checks above missed, the result must stay inside the root.
  return filePath.startsWith(resolvedRoot + path.sep) ? filePath : null;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  size: number;
  modifiedAt: Date;
}

/** Missing, a file where a folder was expected, or a path the file system cannot hold: all simply absent. */
const isAbsent = (error: unknown) => ['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Reads a public object, or null when it is missing or the path is refused. `root` is for the private objects
 * (server/storage/private.ts), which live in a folder of their own.
 */
export async function readStorageObject(bucket: string, objectPath: string | readonly string[], root = storageRoot()): Promise<StoredObject | null> {
  const filePath = safeObjectPath(root, bucket, objectPath);
  if (!filePath) return null;
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return null;
    return { body: await readFile(filePath), contentType: contentTypeFor(filePath), size: info.size, modifiedAt: info.mtime };
  } catch (error) {
    if (isAbsent(error)) return null;
    throw error;
  }
}

/**
 * Writes an object through a temp file and a rename, so a running app never serves a half-written file
 * while the seed rewrites it.
 */
export async function writeStorageObject(bucket: string, objectPath: string, contents: string | Uint8Array, root = storageRoot()): Promise<void> {
  const filePath = safeObjectPath(root, bucket, objectPath);
  if (!filePath) throw new Error(`Refusing to write storage object ${bucket}/${objectPath}`);
  await mkdir(path.dirname(filePath), { recursive: true });
  const tempPath = path.join(path.dirname(filePath), `.${path.basename(filePath)}.${process.pid}.tmp`);
  await writeFile(tempPath, contents);
  await rename(tempPath, filePath);
}

/** Deletes an object; one that is already gone is fine (a retried delete, a photo removed twice). */
export async function deleteStorageObject(bucket: string, objectPath: string, root = storageRoot()): Promise<void> {
  const filePath = safeObjectPath(root, bucket, objectPath);
  if (!filePath) throw new Error(`Refusing to delete storage object ${bucket}/${objectPath}`);
  try {
    await rm(filePath); // never a folder: rm without `recursive` refuses one
  } catch (error) {
    if (!isAbsent(error)) throw error;
  }
}

/** Writes many objects, a bounded number at a time (thousands of small files stay fast). */
export async function writeStorageObjects(
  files: readonly { bucket: string; path: string; contents: string | Uint8Array }[],
  concurrency = 64,
): Promise<number> {
  const root = storageRoot();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await writeStorageObject(file.bucket, file.path, file.contents, root);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return files.length;
}
