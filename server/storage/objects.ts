import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { getEnv, hostedStorageOrigin } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { logger } from '@/server/log/logger';
import { contentTypeFor, deleteStorageObject, isSafeObjectPath, writeStorageObject } from './local';
import { deletePrivateObject, isSafePrivatePath, readPrivateObject, writePrivateObject } from './private';

// The one storage module the app's features write through (docs/uploads.md "Hosted storage"). The driver follows
// the rule the photo URLs follow (hostedStorageOrigin): without hosted storage the objects are this app's own files
// (local.ts, private.ts); with it they go to Supabase Storage with the service-role key, public objects to the
// bucket named and private ones to PRIVATE_STORAGE_BUCKET. So a photo is written where the pages look for it, and
// every instance of the app reads the same documents. The seed keeps writing the local files (the embedded stand-in).

export interface PrivateObject {
  body: Buffer;
  contentType: string;
}

/** An upload of 10 MB on a slow link fits; a store that stopped answering fails the request instead of holding it. */
const HOSTED_STORAGE_TIMEOUT_MS = 30_000;
/** How long a private bucket, once seen to be private, is trusted to stay so before it is asked again. */
const PRIVATE_BUCKET_RECHECK_MS = 10 * 60_000;

const log = () => logger('storage');

type Operation = 'write' | 'read' | 'remove' | 'check';

const UNAVAILABLE_MESSAGES: Record<Operation, string> = {
  write: 'Your file could not be saved just now. Please try again in a few minutes.',
  read: 'The document cannot be opened just now. Please try again in a few minutes.',
  remove: 'The file could not be removed just now. Please try again in a few minutes.',
  check: 'Your file could not be saved just now. Please try again in a few minutes.',
};

const NOT_CONFIGURED_MESSAGE = 'Uploads are not available just now. Please try again later.';

interface HostedStore {
  client: SupabaseClient;
  origin: string;
  privateBucket: string;
}

let cachedClient: { key: string; client: SupabaseClient } | undefined;
let privateBucketChecked: { key: string; at: number } | undefined;

const timedFetch: typeof fetch = (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(HOSTED_STORAGE_TIMEOUT_MS) });

/**
 * The hosted store, or null when this app keeps the objects itself. Hosted storage without the service-role key
 * cannot be written: a 503 naming no variable to the person, the variable in the log (and in the boot warning).
 */
function hostedStore(operation: Operation): HostedStore | null {
  const env = getEnv();
  // STORAGE_URL when set, else the hosted Supabase project: where the photo URLs point.
  const origin = hostedStorageOrigin(env);
  if (!origin) return null;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key) {
    log().error({ operation }, 'hosted storage is configured but SUPABASE_SERVICE_ROLE_KEY is not set: nothing can be stored there');
    throw new AppError('uploads_unavailable', NOT_CONFIGURED_MESSAGE, 503);
  }
  const cacheKey = `${origin}\n${key}`;
  if (cachedClient?.key !== cacheKey) {
    const client = createClient(origin, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: timedFetch },
      // supabase-js builds its realtime client even when unused, and on Node 20 it throws without a WebSocket.
      realtime: { transport: WebSocket as never },
    });
    cachedClient = { key: cacheKey, client };
  }
  return { client: cachedClient.client, origin, privateBucket: env.PRIVATE_STORAGE_BUCKET };
}

/** What supabase-js answers as `error`: an API error has the HTTP status; a network failure or timeout has none. */
interface StorageFailure {
  status?: number | undefined;
  statusCode?: string | undefined;
  message?: string | undefined;
  originalError?: unknown;
}

/**
 * A failure of the hosted store as the 503 a person sees. The log line names the operation, the bucket (ours, not
 * personal) and the status, never the object path (it holds a home's id) nor the provider's message.
 */
function unavailable(operation: Operation, bucket: string, failure: StorageFailure): AppError {
  const status = typeof failure.status === 'number' ? failure.status : undefined;
  const fields = { operation, bucket, status, code: failure.statusCode, err: failure.originalError ?? failure };
  if (status === undefined) log().error(fields, 'hosted storage did not answer');
  else if (status >= 500) log().error(fields, 'hosted storage failed');
  else log().error(fields, 'hosted storage refused the request: check that the bucket exists and SUPABASE_SERVICE_ROLE_KEY is the project\'s service-role key');
  return new AppError('storage_unavailable', UNAVAILABLE_MESSAGES[operation], 503, { cause: failure });
}

/** Runs one call of the storage client: its data, or the failure it answered or threw (a thrown one has no status). */
async function settle<T>(run: () => Promise<{ data: T | null; error: StorageFailure | null }>): Promise<{ data: T } | { failure: StorageFailure }> {
  try {
    const answer = await run();
    return answer.error ? { failure: answer.error } : { data: answer.data as T };
  } catch (error) {
    return { failure: { originalError: error } };
  }
}

/** Supabase Storage takes the object name in the URL's path: each segment is encoded, as the photo URLs encode it. */
const inUrl = (objectPath: string) => objectPath.split('/').map(encodeURIComponent).join('/');

/** A public object (a photo of a home): read by anyone at `/storage/v1/object/public/<bucket>/<path>`. */
export async function putPublicObject(bucket: string, objectPath: string, body: Uint8Array, contentType: string): Promise<void> {
  const hosted = hostedStore('write');
  if (!hosted) return writeStorageObject(bucket, objectPath, body);
  if (!isSafeObjectPath(bucket, objectPath)) throw new Error(`Refusing to write storage object ${bucket}/${objectPath}`);
  // A public write into the documents' bucket would put a photo among the documents: a mistake in the bucket name.
  if (bucket === hosted.privateBucket) throw new Error(`Refusing to write a public object into PRIVATE_STORAGE_BUCKET (${bucket})`);
  const result = await settle(() => hosted.client.storage.from(bucket).upload(inUrl(objectPath), body, { contentType, upsert: true }));
  if ('failure' in result) throw unavailable('write', bucket, result.failure);
}

/** Removes a public object; one already gone is fine (Supabase answers success with nothing removed). */
export async function removePublicObject(bucket: string, objectPath: string): Promise<void> {
  const hosted = hostedStore('remove');
  if (!hosted) return deleteStorageObject(bucket, objectPath);
  if (!isSafeObjectPath(bucket, objectPath)) throw new Error(`Refusing to delete storage object ${bucket}/${objectPath}`);
  // The names travel in a JSON body here, not in the URL: not encoded.
  const result = await settle(() => hosted.client.storage.from(bucket).remove([objectPath]));
  if ('failure' in result) throw unavailable('remove', bucket, result.failure);
}

/**
 * A private object (an ownership document): no URL serves it; only the desk's audited route reads it. `contentType`
 * is what the hosted store keeps; the local files, and what getPrivateObject answers, take the type from the
 * path's extension, so the desk's answer is the same whichever driver stored it.
 */
export async function putPrivateObject(objectPath: string, body: Uint8Array, contentType: string): Promise<void> {
  const hosted = hostedStore('write');
  if (!hosted) return writePrivateObject(objectPath, body);
  if (!isSafePrivatePath(objectPath)) throw new Error(`Refusing to write private object ${objectPath}`);
  await refusePublicPrivateBucket(hosted);
  const bucket = hosted.privateBucket;
  const result = await settle(() => hosted.client.storage.from(bucket).upload(inUrl(objectPath), body, { contentType, upsert: true }));
  if ('failure' in result) throw unavailable('write', bucket, result.failure);
}

/** The object and its type, or null when it is missing or the path is refused. */
export async function getPrivateObject(objectPath: string): Promise<PrivateObject | null> {
  const hosted = hostedStore('read');
  if (!hosted) return readPrivateObject(objectPath);
  if (!isSafePrivatePath(objectPath)) return null;
  const bucket = hosted.privateBucket;
  // download() answers a thenable builder, awaited here so `call` gets a promise.
  const result = await settle(async () => await hosted.client.storage.from(bucket).download(inUrl(objectPath)));
  if ('failure' in result) {
    if (isMissingObject(result.failure)) return null;
    throw unavailable('read', bucket, result.failure);
  }
  return { body: Buffer.from(await result.data.arrayBuffer()), contentType: contentTypeFor(objectPath) };
}

/** Removes a private object; one already gone is fine. Throws on a path that is refused. */
export async function removePrivateObject(objectPath: string): Promise<void> {
  const hosted = hostedStore('remove');
  if (!hosted) return deletePrivateObject(objectPath);
  if (!isSafePrivatePath(objectPath)) throw new Error(`Refusing to delete private object ${objectPath}`);
  const bucket = hosted.privateBucket;
  const result = await settle(() => hosted.client.storage.from(bucket).remove([objectPath]));
  if ('failure' in result) throw unavailable('remove', bucket, result.failure);
}

/**
 * Supabase Storage answers a missing object with 404, or (older versions) 400 whose body says statusCode "404".
 * A missing bucket says 404 too, but that is a configuration to fix, not a document that is not there.
 */
function isMissingObject(failure: StorageFailure): boolean {
  const notFound = failure.status === 404 || failure.statusCode === '404';
  return notFound && !/bucket/i.test(failure.message ?? '');
}

/**
 * The documents' bucket must be private: in a public bucket anyone with a path could read an owner's deed. Asked of
 * the store before a document is written (then trusted for a while), and a public one refuses every write.
 */
async function refusePublicPrivateBucket(hosted: HostedStore): Promise<void> {
  const key = `${hosted.origin}\n${hosted.privateBucket}`;
  if (privateBucketChecked?.key === key && Date.now() - privateBucketChecked.at < PRIVATE_BUCKET_RECHECK_MS) return;
  const result = await settle(() => hosted.client.storage.getBucket(hosted.privateBucket));
  if ('failure' in result) throw unavailable('check', hosted.privateBucket, result.failure);
  if (result.data.public) {
    log().error({ bucket: hosted.privateBucket }, 'PRIVATE_STORAGE_BUCKET names a public bucket: no document is written there until it is made private');
    throw new AppError('uploads_unavailable', NOT_CONFIGURED_MESSAGE, 503);
  }
  privateBucketChecked = { key, at: Date.now() };
}

export interface ReleasedObjects {
  publicObjects?: readonly { bucket: string; path: string }[];
  privatePaths?: readonly string[];
}

/**
 * Removes objects that a change no longer uses (a photo taken off a home, a replaced document, an upload whose
 * change failed, an erased owner's files), each one tried. A failure is logged, not thrown: the change has been made
 * or undone already, and failing its answer would misreport it (a photo removed from the list is removed). The count
 * of objects left behind is logged under `reason` so the operator can remove them from the bucket.
 */
export async function removeReleasedObjects(released: ReleasedObjects, reason: string): Promise<void> {
  let leftBehind = 0;
  let firstError: unknown;
  const attempt = (remove: () => Promise<void>) =>
    remove().catch((error: unknown) => {
      leftBehind += 1;
      firstError ??= error;
    });
  for (const objectPath of released.privatePaths ?? []) await attempt(() => removePrivateObject(objectPath));
  for (const object of released.publicObjects ?? []) await attempt(() => removePublicObject(object.bucket, object.path));
  if (leftBehind > 0) log().error({ reason, leftBehind, err: firstError }, 'stored objects no longer used could not be removed and were left in storage');
}
