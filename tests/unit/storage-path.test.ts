/** @jest-environment node */
// The embedded storage must never serve a file outside STORAGE_DIR, whatever the URL looks like.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GET } from '@/app/storage/v1/object/public/[bucket]/[...path]/route';
import { resetEnvCacheForTests } from '@/server/env';
import { contentTypeFor, readStorageObject, safeObjectPath, writeStorageObject } from '@/server/storage/local';

const root = path.resolve('/srv/storage');

describe('safeObjectPath', () => {
  it('accepts ordinary object paths, as a string or as route segments', () => {
    expect(safeObjectPath(root, 'societies', 'abc/1.svg')).toBe(path.join(root, 'societies', 'abc', '1.svg'));
    expect(safeObjectPath(root, 'video-thumbnails', ['shared', 'thumbnail-1.svg'])).toBe(
      path.join(root, 'video-thumbnails', 'shared', 'thumbnail-1.svg'),
    );
    expect(safeObjectPath(root, 'brochures', ['Sobha Silicon-Oasis.pdf'])).toBe(path.join(root, 'brochures', 'Sobha Silicon-Oasis.pdf'));
  });

  it.each([
    ['parent segment', '..'],
    ['parent in the middle', 'a/../../etc/passwd'],
    ['current directory', './x.svg'],
    ['absolute path', '/etc/passwd'],
    ['empty path', ''],
    ['double slash', 'a//b.svg'],
    ['backslash traversal', 'a\\..\\..\\b'],
    ['windows drive', 'C:/Windows/win.ini'],
    ['NUL byte', 'a.svg\0.png'],
    ['dotfile', '.env'],
    ['segment longer than 255 bytes', `${'a'.repeat(252)}.svg`],
    ['multi-byte segment over 255 bytes', `${'é'.repeat(128)}.svg`],
  ])('rejects a %s', (_label, objectPath) => {
    expect(safeObjectPath(root, 'societies', objectPath)).toBeNull();
  });

  it.each([
    ['encoded dots', ['%2e%2e', 'etc', 'passwd']],
    ['encoded slash', ['a%2F..%2F..%2Fetc']],
    ['double-encoded dots', ['%252e%252e', 'secret']],
    ['encoded backslash', ['..%5c..%5cetc']],
    ['malformed escape', ['%E0%A4%A']],
    ['segment holding a separator', ['a/../../b']],
  ])('rejects %s in route segments', (_label, segments) => {
    expect(safeObjectPath(root, 'societies', segments)).toBeNull();
  });

  it('rejects unsafe bucket names', () => {
    for (const bucket of ['..', '.', '', 'a/b', '../societies', 'soc%2fieties']) {
      expect(safeObjectPath(root, bucket, 'x.svg')).toBeNull();
    }
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['a/1.svg', 'image/svg+xml'],
    ['b.PNG', 'image/png'],
    ['c.jpeg', 'image/jpeg'],
    ['d.webp', 'image/webp'],
    ['brochure.pdf', 'application/pdf'],
    ['unknown.bin', 'application/octet-stream'],
    ['no-extension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });
});

describe('reading and serving stored objects', () => {
  let storageDir = '';
  const previousDir = process.env.STORAGE_DIR;
  const previousSupabase = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const get = (bucket: string, objectPath: string[]) => GET(new Request('http://localhost/storage'), { params: Promise.resolve({ bucket, path: objectPath }) });

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'ghomes-storage-'));
    process.env.STORAGE_DIR = storageDir;
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    resetEnvCacheForTests();
    await writeStorageObject('societies', 'abc/1.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  afterAll(async () => {
    process.env.STORAGE_DIR = previousDir;
    if (previousSupabase === undefined) delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    else process.env.NEXT_PUBLIC_SUPABASE_URL = previousSupabase;
    resetEnvCacheForTests();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('reads a written object and refuses what is missing or outside the folder', async () => {
    const object = await readStorageObject('societies', ['abc', '1.svg']);
    expect(object?.contentType).toBe('image/svg+xml');
    expect(object?.body.toString()).toContain('<svg');
    expect(await readStorageObject('societies', ['abc', '2.svg'])).toBeNull();
    expect(await readStorageObject('societies', ['abc'])).toBeNull(); // a folder is not an object
    expect(await readStorageObject('societies', ['..', '..', 'etc', 'passwd'])).toBeNull();
  });

  it('serves an object with its type and a long immutable cache', async () => {
    const response = await get('societies', ['abc', '1.svg']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('<svg');
  });

  it('answers 404 JSON for a missing object or an escaping path', async () => {
    for (const [bucket, segments] of [
      ['societies', ['nope.svg']],
      ['societies', ['%2e%2e', '%2e%2e', 'package.json']],
      ['..', ['package.json']],
      ['societies', ['a'.repeat(300)]],
      ['societies', [encodeURIComponent('é'.repeat(200))]],
      ['societies', ['abc', '1.svg', 'deeper.svg']], // a file where a folder is expected (ENOTDIR)
      ['b'.repeat(300), ['x.svg']], // a bucket name the file system cannot hold (ENAMETOOLONG)
    ] as const) {
      const response = await get(bucket, [...segments]);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Object not found' } });
    }
  });

  it('answers 404 when a hosted Supabase project serves the photos', async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://example.supabase.co';
    resetEnvCacheForTests();
    try {
      expect((await get('societies', ['abc', '1.svg'])).status).toBe(404);
    } finally {
      delete process.env.NEXT_PUBLIC_SUPABASE_URL;
      resetEnvCacheForTests();
    }
  });
});
