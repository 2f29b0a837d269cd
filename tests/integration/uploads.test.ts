// Owners' uploads (docs/uploads.md): files are judged by their bytes, photos leave as WebP without the phone's
// metadata and no larger than the pages show them, and private objects are out of the public route's reach.
// No database: these run in the integration project for its node environment and its time limit.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { GET as getPublicObject } from '@/app/storage/v1/object/public/[bucket]/[...path]/route';
import { UPLOAD_MAX_BYTES, UPLOAD_REFUSALS, type UploadRefusalCode } from '@/lib/uploads';
import { getEnv, resetEnvCacheForTests } from '@/server/env';
import { deleteStorageObject, readStorageObject, writeStorageObject } from '@/server/storage/local';
import { deletePrivateObject, readPrivateObject, writePrivateObject } from '@/server/storage/private';
import { prepareDocument, preparePhoto, UploadRefused } from '@/server/storage/uploads';

// Made with `heif-enc -q 60` (Debian's libheif-examples) from a 64 x 48 JPEG whose EXIF names a phone and a GPS position.
const SMALL_HEIC = path.join(__dirname, '../fixtures/uploads/small.heic');

const solidImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });

const jpeg = (width: number, height: number) => solidImage(width, height).jpeg().toBuffer();

/** A phone's photo: its make and model, where it was taken, and a Display P3 colour profile. */
const phoneJpeg = () =>
  solidImage(640, 480)
    .jpeg()
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .toBuffer();

/** Whether an EXIF block (as sharp's metadata gives it) points at a GPS directory (tag 0x8825 in IFD0). */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const littleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = littleEndian ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(ifd0) }, (_, entry) => u16(ifd0 + 2 + entry * 12)).includes(0x8825);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid PNG declaring side x side one-bit grey pixels: all zeros, so it compresses to a few dozen kB. */
function pixelBombPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // a filter byte, then the row's bits
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The same bytes on every run: a seeded linear congruential generator. */
function pseudoRandomBytes(length: number, seed = 20240601): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function refusal(preparing: Promise<unknown>): Promise<UploadRefused> {
  const error = await preparing.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UploadRefused);
  return error as UploadRefused;
}

async function expectRefused(preparing: Promise<unknown>, code: UploadRefusalCode): Promise<void> {
  const error = await refusal(preparing);
  expect(error.code).toBe(code);
  expect(error.message).toBe(UPLOAD_REFUSALS[code]);
}

describe('what is a photo, by its content', () => {
  it('refuses a text file whatever it is called (the name never reaches the module)', async () => {
    const textNamedHouseJpg = Buffer.from('Flat 4B, second floor. Keys with the watchman.\n');
    await expectRefused(preparePhoto(textNamedHouseJpg), 'not_an_image');
  });

  it('refuses random bytes, an empty file and a photo cut short', async () => {
    await expectRefused(preparePhoto(pseudoRandomBytes(4096)), 'not_an_image');
    await expectRefused(preparePhoto(new Uint8Array(0)), 'not_an_image');
    const photo = await jpeg(800, 600);
    await expectRefused(preparePhoto(photo.subarray(0, photo.length / 2)), 'not_an_image');
  });

  it('refuses images of other formats sharp could read: SVG, GIF and AVIF', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expectRefused(preparePhoto(svg), 'not_an_image');
    await expectRefused(preparePhoto(await solidImage(16, 16).gif().toBuffer()), 'not_an_image');
    await expectRefused(preparePhoto(await solidImage(16, 16).avif().toBuffer()), 'not_an_image');
  });

  it('refuses a PDF as a photo', async () => {
    await expectRefused(preparePhoto(MINIMAL_PDF), 'not_an_image');
  });

  it('answers like every AppError: 422 for what the file is, 413 for its size', async () => {
    expect((await refusal(preparePhoto(MINIMAL_PDF))).status).toBe(422);
    expect((await refusal(preparePhoto(new Uint8Array(UPLOAD_MAX_BYTES + 1)))).status).toBe(413);
  });
});

describe('a photo as stored', () => {
  it('keeps none of the phone metadata: no EXIF (no GPS position), no XMP, no colour profile', async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif && hasGpsDirectory(before.exif)).toBe(true);
    expect(before.icc).toBeDefined();

    const photo = await preparePhoto(input);
    const after = await sharp(photo.body).metadata();
    expect(photo.contentType).toBe('image/webp');
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(photo.body.includes('TestPhone')).toBe(false);
  });

  it('fits inside 1600 x 1600 and says the size it has', async () => {
    const photo = await preparePhoto(await jpeg(4000, 3000));
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    const stored = await sharp(photo.body).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 1200]);
  });

  it('never enlarges a small photo', async () => {
    const photo = await preparePhoto(await solidImage(300, 200).png().toBuffer());
    expect([photo.width, photo.height]).toEqual([300, 200]);
  });

  it('turns the pixels as the EXIF orientation says (6: a phone held upright)', async () => {
    const sideways = await solidImage(80, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const photo = await preparePhoto(sideways);
    expect([photo.width, photo.height]).toEqual([40, 80]);
    expect((await sharp(photo.body).metadata()).orientation).toBeUndefined();
  });

  it('converts a HEIC from a phone, dropping its EXIF and position', async () => {
    const heic = await readFile(SMALL_HEIC);
    const before = await sharp(heic).metadata();
    expect([before.format, before.compression]).toEqual(['heif', 'hevc']);
    expect(before.exif && hasGpsDirectory(before.exif)).toBe(true);

    const photo = await preparePhoto(heic);
    expect([photo.width, photo.height]).toEqual([64, 48]);
    const after = await sharp(photo.body).metadata();
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    // The decoded pixels are the picture's (a gradient), not a blank frame.
    const { channels } = await sharp(photo.body).stats();
    expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100);
  });
});

describe('limits', () => {
  it('refuses more than 10 MB before decoding anything, even a real photo', async () => {
    const photo = await jpeg(64, 48);
    const padded = Buffer.concat([photo, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - photo.length)]);
    await expectRefused(preparePhoto(padded), 'file_too_large');
    await expectRefused(prepareDocument(padded), 'file_too_large');
  });

  it('refuses a small file that declares a huge picture (a decompression bomb)', async () => {
    const bomb = pixelBombPng(20_000); // 400 megapixels
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000); // a valid header
    await expectRefused(preparePhoto(bomb), 'image_too_large');
    await expectRefused(prepareDocument(bomb), 'image_too_large');
  });
});

describe('an ownership document', () => {
  it('keeps a PDF as it came', async () => {
    const document = await prepareDocument(MINIMAL_PDF);
    expect(document).toEqual({ body: MINIMAL_PDF, contentType: 'application/pdf', extension: 'pdf' });
  });

  it('stores a photo of the paper as WebP inside 2400 x 2400, metadata gone', async () => {
    const document = await prepareDocument(await solidImage(3000, 4000).jpeg().withExif({ IFD0: { Make: 'TestPhone' } }).toBuffer());
    expect([document.contentType, document.extension]).toEqual(['image/webp', 'webp']);
    const stored = await sharp(document.body).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 1800, 2400, undefined]);
  });

  it('takes a HEIC too', async () => {
    const document = await prepareDocument(await readFile(SMALL_HEIC));
    expect(document.extension).toBe('webp');
    expect((await sharp(document.body).metadata()).width).toBe(64);
  });

  it('refuses what is neither, in the words for documents', async () => {
    await expectRefused(prepareDocument(Buffer.from('not a deed')), 'not_a_document');
    await expectRefused(prepareDocument(pseudoRandomBytes(2048)), 'not_a_document');
    const photo = await jpeg(800, 600);
    await expectRefused(prepareDocument(photo.subarray(0, photo.length / 2)), 'not_a_document');
  });
});

describe('private objects', () => {
  const saved = { STORAGE_DIR: process.env.STORAGE_DIR, PRIVATE_STORAGE_DIR: process.env.PRIVATE_STORAGE_DIR, SUPABASE: process.env.NEXT_PUBLIC_SUPABASE_URL };
  let checkout = '';
  const deed = 'ownership-documents/home-1/deed.pdf';

  const setDirs = (storage: string | undefined, privateDir: string | undefined) => {
    for (const [key, value] of [['STORAGE_DIR', storage], ['PRIVATE_STORAGE_DIR', privateDir]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCacheForTests();
  };

  beforeAll(async () => {
    // A checkout's layout with the default folders, in a temporary directory.
    checkout = await mkdtemp(path.join(os.tmpdir(), 'ghomes-uploads-'));
    delete process.env.NEXT_PUBLIC_SUPABASE_URL; // the public route serves only the embedded storage
  });

  beforeEach(() => setDirs(path.join(checkout, '.data/storage'), path.join(checkout, '.data/private')));

  afterAll(async () => {
    setDirs(saved.STORAGE_DIR, saved.PRIVATE_STORAGE_DIR);
    if (saved.SUPABASE !== undefined) process.env.NEXT_PUBLIC_SUPABASE_URL = saved.SUPABASE;
    await rm(checkout, { recursive: true, force: true });
  });

  it('default to .data/private, beside the public .data/storage', () => {
    setDirs(undefined, undefined);
    expect([getEnv().STORAGE_DIR, getEnv().PRIVATE_STORAGE_DIR]).toEqual(['.data/storage', '.data/private']);
  });

  it('are written, read back with their type, and deleted (twice is fine)', async () => {
    await writePrivateObject(deed, MINIMAL_PDF);
    expect(await readPrivateObject(deed)).toEqual({ body: MINIMAL_PDF, contentType: 'application/pdf' });
    await deletePrivateObject(deed);
    expect(await readPrivateObject(deed)).toBeNull();
    await expect(deletePrivateObject(deed)).resolves.toBeUndefined();
  });

  it('refuse a path that could leave the folder, or one without a folder', async () => {
    for (const escaping of ['ownership-documents/../../storage/societies/x.pdf', '../x.pdf', 'ownership-documents/.hidden', 'deed.pdf']) {
      await expect(writePrivateObject(escaping, MINIMAL_PDF)).rejects.toThrow(/Refusing/);
      expect(await readPrivateObject(escaping)).toBeNull();
      await expect(deletePrivateObject(escaping)).rejects.toThrow(/Refusing/);
    }
  });

  it('cannot be reached by the public storage reader or route under any bucket name', async () => {
    await writePrivateObject(deed, MINIMAL_PDF);
    await writeStorageObject('societies', 'abc/1.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await readStorageObject('societies', ['abc', '1.svg'])).not.toBeNull(); // the reader does read its own folder

    const buckets = ['private', 'ownership-documents', 'home-1', '.data', 'data', 'storage', '..', '.', '%2e%2e', '%252e%252e', '..%2fprivate'];
    const paths = [
      ['ownership-documents', 'home-1', 'deed.pdf'],
      ['home-1', 'deed.pdf'],
      ['deed.pdf'],
      ['private', 'ownership-documents', 'home-1', 'deed.pdf'],
      ['..', 'private', 'ownership-documents', 'home-1', 'deed.pdf'],
      ['..', '..', 'private', 'ownership-documents', 'home-1', 'deed.pdf'],
      ['%2e%2e', 'private', 'ownership-documents', 'home-1', 'deed.pdf'],
    ];
    for (const bucket of buckets) {
      for (const segments of paths) {
        expect(await readStorageObject(bucket, segments)).toBeNull();
        const response = await getPublicObject(new Request('http://localhost/storage'), { params: Promise.resolve({ bucket, path: segments }) });
        expect(response.status).toBe(404);
      }
    }
    expect(await readPrivateObject(deed)).not.toBeNull();
  });

  it('refuse a private folder inside the public one (or the other way round)', async () => {
    setDirs(path.join(checkout, '.data/storage'), path.join(checkout, '.data/storage/private'));
    await expect(writePrivateObject(deed, MINIMAL_PDF)).rejects.toThrow(/PRIVATE_STORAGE_DIR must be a folder apart from STORAGE_DIR/);
    setDirs(path.join(checkout, '.data/storage'), path.join(checkout, '.data/storage'));
    await expect(readPrivateObject(deed)).rejects.toThrow(/PRIVATE_STORAGE_DIR/);
    setDirs(path.join(checkout, '.data/files/public'), path.join(checkout, '.data/files'));
    await expect(deletePrivateObject(deed)).rejects.toThrow(/PRIVATE_STORAGE_DIR/);
  });
});

describe('deleting a public object', () => {
  const savedDir = process.env.STORAGE_DIR;
  let storageDir = '';

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'ghomes-storage-'));
    process.env.STORAGE_DIR = storageDir;
    resetEnvCacheForTests();
  });

  afterAll(async () => {
    if (savedDir === undefined) delete process.env.STORAGE_DIR;
    else process.env.STORAGE_DIR = savedDir;
    resetEnvCacheForTests();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('removes it; one already gone is fine; an escaping path is refused', async () => {
    await writeStorageObject('home-photos', 'home-1/a.webp', 'x');
    await deleteStorageObject('home-photos', 'home-1/a.webp');
    expect(await readStorageObject('home-photos', 'home-1/a.webp')).toBeNull();
    await expect(deleteStorageObject('home-photos', 'home-1/a.webp')).resolves.toBeUndefined();
    await expect(deleteStorageObject('home-photos', 'home-1/a.webp/deeper')).resolves.toBeUndefined(); // a file where a folder was expected
    await expect(deleteStorageObject('home-photos', '../../etc/passwd')).rejects.toThrow(/Refusing/);
    await expect(deleteStorageObject('home-photos', 'home-1')).rejects.toThrow(); // a folder is not an object
  });
});
