// The one storage module (server/storage/objects.ts, docs/uploads.md "Hosted storage"): with hosted storage configured
// (STORAGE_URL or a hosted Supabase project, and the service-role key) photos go to the public bucket the pages read
// them from and ownership documents to the private bucket, never the public one; the store failing or down is a 503
// that writes nothing here; without hosted storage the local folders are used. The stand-in for Supabase Storage
// below answers what @supabase/storage-js sends for upload, remove, download and getBucket (its paths and methods as
// in node_modules/@supabase/storage-js/dist), and records each request. No database.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photoUrl } from '@/lib/photos';
import { photoBase } from '@/server/db/home-query';
import { hostedStorageBootWarning, resetEnvCacheForTests } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { getPrivateObject, putPrivateObject, putPublicObject, removePrivateObject, removePublicObject, removeReleasedObjects } from '@/server/storage/objects';
import { captureLogs } from '../helpers/log-capture';

const SERVICE_KEY = 'service-role-key-for-tests';
const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
/** The provider's own words on a failure: they must never reach the person. */
const PROVIDER_DETAIL = 'pg pool exhausted at storage-node-7';

interface RecordedRequest {
  method: string;
  /** The path as the store reads it (each segment decoded). */
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  upsert: string | undefined;
  body: Buffer;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** A stand-in for Supabase Storage on 127.0.0.1: just the endpoints the storage client calls, kept in memory. */
class StorageStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly objects = new Map<string, StoredObject>();
  readonly buckets = new Map<string, { public: boolean }>([
    ['properties', { public: true }],
    ['private-documents', { public: false }],
  ]);
  /** When set, every request is answered with this status (and the provider's detail in the body). */
  failWith: number | null = null;
  private server: Server | null = null;
  origin = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.answer(request)
        .catch(() => ({ status: 500, body: 'the stand-in could not read the request', contentType: 'text/plain' }))
        .then(({ status, body, contentType }) => {
          response.writeHead(status, { 'Content-Type': contentType ?? 'application/json' }).end(body);
        });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: Buffer | string; contentType?: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.origin);
    const decodedPath = url.pathname.split('/').map(decodeURIComponent).join('/');
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: decodedPath,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      upsert: request.headers['x-upsert'] as string | undefined,
      body: Buffer.concat(chunks),
    };
    this.requests.push(recorded);
    const json = (status: number, value: unknown) => ({ status, body: JSON.stringify(value) });
    if (this.failWith) return json(this.failWith, { statusCode: String(this.failWith), error: 'internal', message: PROVIDER_DETAIL });

    // Public objects are read without a key, as the pages' photo URLs read them.
    const publicRead = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(decodedPath);
    if (publicRead && recorded.method === 'GET') {
      const object = this.buckets.get(publicRead[1]!)?.public ? this.objects.get(`${publicRead[1]}/${publicRead[2]}`) : undefined;
      return object ? { status: 200, body: object.body, contentType: object.contentType } : json(400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
    }
    if (recorded.authorization !== `Bearer ${SERVICE_KEY}`) return json(400, { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' });

    const bucketInfo = /^\/storage\/v1\/bucket\/([^/]+)$/.exec(decodedPath);
    if (bucketInfo && recorded.method === 'GET') {
      const bucket = this.buckets.get(bucketInfo[1]!);
      return bucket ? json(200, { id: bucketInfo[1], name: bucketInfo[1], public: bucket.public }) : json(400, { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });
    }
    const objectPath = /^\/storage\/v1\/object\/([^/]+)(?:\/(.+))?$/.exec(decodedPath);
    if (!objectPath) return json(404, { statusCode: '404', error: 'not_found', message: 'route not found' });
    const [, bucket, name] = objectPath as unknown as [string, string, string | undefined];
    if (!this.buckets.has(bucket)) return json(400, { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });
    if ((recorded.method === 'POST' || recorded.method === 'PUT') && name) {
      this.objects.set(`${bucket}/${name}`, { body: recorded.body, contentType: recorded.contentType ?? '' });
      return json(200, { Id: randomUUID(), Key: `${bucket}/${name}` });
    }
    if (recorded.method === 'GET' && name) {
      const object = this.objects.get(`${bucket}/${name}`);
      return object ? { status: 200, body: object.body, contentType: object.contentType } : json(400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
    }
    if (recorded.method === 'DELETE' && !name) {
      const { prefixes } = JSON.parse(recorded.body.toString('utf8')) as { prefixes: string[] };
      const removed = prefixes.filter((prefix) => this.objects.delete(`${bucket}/${prefix}`));
      return json(200, removed.map((prefix) => ({ name: prefix, bucket_id: bucket })));
    }
    return json(404, { statusCode: '404', error: 'not_found', message: 'route not found' });
  }
}

/** An origin where nothing listens: a store that is down. */
async function downOrigin(): Promise<string> {
  const standIn = await new StorageStandIn().start();
  await standIn.stop();
  return standIn.origin;
}

const ENV_NAMES = ['STORAGE_URL', 'NEXT_PUBLIC_SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'STORAGE_DIR', 'PRIVATE_STORAGE_DIR', 'PRIVATE_STORAGE_BUCKET'] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

function setEnv(values: Partial<Record<(typeof ENV_NAMES)[number], string | undefined>>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCacheForTests();
}

let checkout = '';
let storageDir = '';
let privateDir = '';
let standIn: StorageStandIn;

/** Every file under a folder (none when it does not exist). */
const filesUnder = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name) : []);

const photoPath = () => `owner-homes/${randomUUID()}/${randomUUID()}.webp`;
const documentPath = () => `ownership/${randomUUID()}/${randomUUID()}.pdf`;
const webp = () => sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 90, b: 40 } } }).webp().toBuffer();

async function expectUnavailable(promise: Promise<unknown>, code = 'storage_unavailable'): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the storage call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 503, code });
  expect((error as AppError).message).not.toContain(PROVIDER_DETAIL);
  return error as AppError;
}

beforeAll(async () => {
  checkout = await mkdtemp(path.join(os.tmpdir(), 'ghomes-hosted-storage-'));
  storageDir = path.join(checkout, '.data/storage');
  privateDir = path.join(checkout, '.data/private');
});

beforeEach(async () => {
  standIn = await new StorageStandIn().start();
  await rm(storageDir, { recursive: true, force: true });
  await rm(privateDir, { recursive: true, force: true });
  setEnv({ STORAGE_URL: standIn.origin, NEXT_PUBLIC_SUPABASE_URL: undefined, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, STORAGE_DIR: storageDir, PRIVATE_STORAGE_DIR: privateDir, PRIVATE_STORAGE_BUCKET: undefined });
});

afterEach(async () => {
  await standIn.stop();
});

afterAll(async () => {
  setEnv(savedEnv);
  await rm(checkout, { recursive: true, force: true });
});

describe('with hosted storage', () => {
  test('a photo lands in the public properties bucket at its path, as image/webp, where its page URL reads it', async () => {
    const objectPath = photoPath();
    const body = await webp();
    await putPublicObject('properties', objectPath, body, 'image/webp');

    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({ method: 'POST', path: `/storage/v1/object/properties/${objectPath}`, authorization: `Bearer ${SERVICE_KEY}`, contentType: 'image/webp', upsert: 'true' });
    expect(standIn.objects.get(`properties/${objectPath}`)).toEqual({ body, contentType: 'image/webp' });

    // The pages build the photo's URL on the same origin: it serves the bytes just written.
    expect(photoBase()).toBe(standIn.origin);
    const served = await fetch(photoUrl({ bucket: 'properties', path: objectPath }, photoBase())!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(body);
    expect(filesUnder(storageDir)).toEqual([]);
  });

  test('a photo is removed from its bucket; removing it again is fine', async () => {
    const objectPath = photoPath();
    await putPublicObject('properties', objectPath, await webp(), 'image/webp');
    await removePublicObject('properties', objectPath);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/storage/v1/object/properties', authorization: `Bearer ${SERVICE_KEY}` });
    expect(JSON.parse(standIn.requests.at(-1)!.body.toString('utf8'))).toEqual({ prefixes: [objectPath] });
    expect(standIn.objects.has(`properties/${objectPath}`)).toBe(false);
    await expect(removePublicObject('properties', objectPath)).resolves.toBeUndefined();
  });

  test('a document goes to the private bucket, never the public one, reads back with its type, and is removed', async () => {
    const objectPath = documentPath();
    await putPrivateObject(objectPath, MINIMAL_PDF, 'application/pdf');

    expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /storage/v1/bucket/private-documents', // the bucket is checked to be private before a document goes in
      `POST /storage/v1/object/private-documents/${objectPath}`,
    ]);
    expect(standIn.requests.every((request) => request.authorization === `Bearer ${SERVICE_KEY}`)).toBe(true);
    expect(standIn.requests.some((request) => request.path.includes('/properties'))).toBe(false);
    expect([...standIn.objects.keys()]).toEqual([`private-documents/${objectPath}`]);
    expect(standIn.objects.get(`private-documents/${objectPath}`)!.contentType).toBe('application/pdf');
    // Not readable by a public URL.
    expect((await fetch(photoUrl({ bucket: 'private-documents', path: objectPath }, photoBase())!)).status).toBe(400);

    expect(await getPrivateObject(objectPath)).toEqual({ body: MINIMAL_PDF, contentType: 'application/pdf' });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/storage/v1/object/private-documents/${objectPath}`, authorization: `Bearer ${SERVICE_KEY}` });
    expect(await getPrivateObject(documentPath())).toBeNull(); // missing

    await removePrivateObject(objectPath);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/storage/v1/object/private-documents' });
    expect(await getPrivateObject(objectPath)).toBeNull();
    await expect(removePrivateObject(objectPath)).resolves.toBeUndefined();
    expect(filesUnder(storageDir)).toEqual([]);
    expect(filesUnder(privateDir)).toEqual([]);
  });

  test('PRIVATE_STORAGE_BUCKET names the private bucket; a public one refuses every document', async () => {
    standIn.buckets.set('owner-deeds', { public: false });
    setEnv({ PRIVATE_STORAGE_BUCKET: 'owner-deeds' });
    const objectPath = documentPath();
    await putPrivateObject(objectPath, MINIMAL_PDF, 'application/pdf');
    expect([...standIn.objects.keys()]).toEqual([`owner-deeds/${objectPath}`]);

    // A photo cannot be put among the documents by a slip of the bucket name.
    await expect(putPublicObject('owner-deeds', photoPath(), await webp(), 'image/webp')).rejects.toThrow(/PRIVATE_STORAGE_BUCKET/);

    standIn.buckets.set('open-deeds', { public: true });
    setEnv({ PRIVATE_STORAGE_BUCKET: 'open-deeds' });
    const logs = captureLogs();
    try {
      await expectUnavailable(putPrivateObject(documentPath(), MINIMAL_PDF, 'application/pdf'), 'uploads_unavailable');
      expect(logs.lines.some((line) => line.scope === 'storage' && /PRIVATE_STORAGE_BUCKET names a public bucket/.test(line.msg ?? ''))).toBe(true);
    } finally {
      logs.stop();
    }
    expect([...standIn.objects.keys()]).toEqual([`owner-deeds/${objectPath}`]);
  });

  test('the store answering 500 is a 503 with our message, nothing written here, and a log line without the path', async () => {
    standIn.failWith = 500;
    const objectPath = photoPath();
    const document = documentPath();
    const logs = captureLogs();
    try {
      const error = await expectUnavailable(putPublicObject('properties', objectPath, await webp(), 'image/webp'));
      expect(error.message).toBe('Your file could not be saved just now. Please try again in a few minutes.');
      await expectUnavailable(putPrivateObject(document, MINIMAL_PDF, 'application/pdf'));
      await expectUnavailable(getPrivateObject(document));
      await expectUnavailable(removePublicObject('properties', objectPath));
      await expectUnavailable(removePrivateObject(document));
      const storageLines = logs.lines.filter((line) => line.scope === 'storage');
      expect(storageLines.length).toBeGreaterThanOrEqual(5);
      expect(storageLines[0]).toMatchObject({ level: 'error', operation: 'write', bucket: 'properties', status: 500, msg: 'hosted storage failed' });
      const text = logs.text();
      for (const secret of [objectPath, document, objectPath.split('/')[1]!, document.split('/')[1]!, PROVIDER_DETAIL, SERVICE_KEY]) expect(text).not.toContain(secret);
    } finally {
      logs.stop();
    }
    expect(filesUnder(storageDir)).toEqual([]);
    expect(filesUnder(privateDir)).toEqual([]);
  });

  test('a store that is down is a 503 too, and nothing is written here', async () => {
    setEnv({ STORAGE_URL: await downOrigin() });
    const logs = captureLogs();
    try {
      await expectUnavailable(putPublicObject('properties', photoPath(), await webp(), 'image/webp'));
      await expectUnavailable(putPrivateObject(documentPath(), MINIMAL_PDF, 'application/pdf'));
      await expectUnavailable(getPrivateObject(documentPath()));
      expect(logs.lines.find((line) => line.scope === 'storage')).toMatchObject({ operation: 'write', msg: 'hosted storage did not answer' });
    } finally {
      logs.stop();
    }
    expect(filesUnder(storageDir)).toEqual([]);
    expect(filesUnder(privateDir)).toEqual([]);
  });

  test('objects a change released are each tried; those the store keeps are logged by count, not thrown', async () => {
    const kept = photoPath();
    await putPublicObject('properties', kept, await webp(), 'image/webp');
    standIn.failWith = 503;
    const logs = captureLogs();
    try {
      await expect(removeReleasedObjects({ publicObjects: [{ bucket: 'properties', path: kept }], privatePaths: [documentPath()] }, 'photo-removed')).resolves.toBeUndefined();
      expect(logs.lines.find((line) => line.reason === 'photo-removed')).toMatchObject({ level: 'error', scope: 'storage', leftBehind: 2 });
    } finally {
      logs.stop();
    }
    expect(standIn.requests.filter((request) => request.method === 'DELETE')).toHaveLength(2);
  });

  test('a refused path never reaches the store', async () => {
    await expect(putPublicObject('properties', '../../etc/passwd', await webp(), 'image/webp')).rejects.toThrow(/Refusing/);
    await expect(putPrivateObject('ownership/%2e%2e/deed.pdf', MINIMAL_PDF, 'application/pdf')).rejects.toThrow(/Refusing/);
    await expect(removePrivateObject('ownership/../deed.pdf')).rejects.toThrow(/Refusing/);
    expect(await getPrivateObject('ownership/.deed.pdf')).toBeNull();
    expect(standIn.requests).toEqual([]);
  });

  test('a hosted Supabase project without STORAGE_URL is the store too', async () => {
    setEnv({ STORAGE_URL: undefined, NEXT_PUBLIC_SUPABASE_URL: standIn.origin });
    const objectPath = photoPath();
    await putPublicObject('properties', objectPath, await webp(), 'image/webp');
    expect(standIn.objects.has(`properties/${objectPath}`)).toBe(true);
    expect(photoBase()).toBe(standIn.origin);
  });

  test('without the service-role key nothing is stored: a 503 naming no variable, the variable in the log and the boot warning', async () => {
    setEnv({ SUPABASE_SERVICE_ROLE_KEY: undefined });
    expect(hostedStorageBootWarning()).toMatch(/^STORAGE_URL names a hosted storage but SUPABASE_SERVICE_ROLE_KEY is not set/);
    const logs = captureLogs();
    try {
      const error = await expectUnavailable(putPublicObject('properties', photoPath(), await webp(), 'image/webp'), 'uploads_unavailable');
      expect(error.message).not.toMatch(/SUPABASE|KEY/);
      await expectUnavailable(putPrivateObject(documentPath(), MINIMAL_PDF, 'application/pdf'), 'uploads_unavailable');
      await expectUnavailable(getPrivateObject(documentPath()), 'uploads_unavailable');
      expect(logs.lines.some((line) => line.scope === 'storage' && /SUPABASE_SERVICE_ROLE_KEY is not set/.test(line.msg ?? ''))).toBe(true);
    } finally {
      logs.stop();
    }
    expect(standIn.requests).toEqual([]);
    expect(filesUnder(storageDir)).toEqual([]);
    expect(filesUnder(privateDir)).toEqual([]);
  });
});

describe('without hosted storage', () => {
  test.each([
    ['no storage URL', undefined],
    ['a storage URL that is this site', 'http://localhost:3000'],
  ])('%s: the local folders hold the objects and the store is never asked', async (_case, storageUrl) => {
    setEnv({ STORAGE_URL: storageUrl });
    expect(hostedStorageBootWarning()).toBeUndefined();
    const photo = photoPath();
    const document = documentPath();
    const body = await webp();
    await putPublicObject('properties', photo, body, 'image/webp');
    await putPrivateObject(document, MINIMAL_PDF, 'application/pdf');
    expect(await readFile(path.join(storageDir, 'properties', photo))).toEqual(body);
    expect(await readFile(path.join(privateDir, document))).toEqual(MINIMAL_PDF);
    expect(await getPrivateObject(document)).toEqual({ body: MINIMAL_PDF, contentType: 'application/pdf' });

    await removePublicObject('properties', photo);
    await removePrivateObject(document);
    expect(existsSync(path.join(storageDir, 'properties', photo))).toBe(false);
    expect(await getPrivateObject(document)).toBeNull();
    expect(standIn.requests).toEqual([]);
  });
});
