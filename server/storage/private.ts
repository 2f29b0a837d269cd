import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/server/env';
import { deleteStorageObject, isSafeObjectPath, readStorageObject, storageRoot, writeStorageObject } from './local';

// Objects no URL serves: owners' ownership documents (docs/uploads.md). They live under PRIVATE_STORAGE_DIR, a
// folder apart from STORAGE_DIR rather than a bucket inside it, because the public storage route serves every
// bucket of STORAGE_DIR. Who may read one is decided by the route that reads it (the desk's,
// audited), not here. This is the local driver: features call server/storage/objects.ts, which keeps the objects
// here, or in the hosted PRIVATE_STORAGE_BUCKET when hosted storage is configured.
//
// An object path is '<folder>/<name>' or deeper, e.g. 'ownership-documents/<home id>/<uuid>.pdf': the first
// segment plays the part of the bucket in safeObjectPath (letters, digits, '-' and '_'), the rest must be safe
// segments; the extension gives the type readPrivateObject answers with.

const isInside = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
};

/** The private folder; refused when it and the public one overlap, since the public route would then serve it. */
export function privateStorageRoot(): string {
  const privateRoot = path.resolve(process.cwd(), getEnv().PRIVATE_STORAGE_DIR);
  const publicRoot = storageRoot();
  if (isInside(publicRoot, privateRoot) || isInside(privateRoot, publicRoot)) {
    throw new Error('PRIVATE_STORAGE_DIR must be a folder apart from STORAGE_DIR (neither inside the other): the public storage route serves everything under STORAGE_DIR');
  }
  return privateRoot;
}

function splitObjectPath(objectPath: string): [folder: string, rest: string] {
  const slash = objectPath.indexOf('/');
  return slash < 0 ? [objectPath, ''] : [objectPath.slice(0, slash), objectPath.slice(slash + 1)];
}

/** Whether a private object path follows the rules above (the hosted private bucket takes the same paths). */
export function isSafePrivatePath(objectPath: string): boolean {
  const [folder, rest] = splitObjectPath(objectPath);
  return isSafeObjectPath(folder, rest);
}

/** Writes through a temp file and a rename, like the public objects; throws on a path that is refused. */
export async function writePrivateObject(objectPath: string, body: Uint8Array): Promise<void> {
  const root = privateStorageRoot();
  // Only the app's own user may enter the folder it creates: the documents are nobody else's on the machine either.
  await mkdir(root, { recursive: true, mode: 0o700 });
  const [folder, rest] = splitObjectPath(objectPath);
  await writeStorageObject(folder, rest, body, root);
}

/** The object and its type (from its extension), or null when it is missing or the path is refused. */
export async function readPrivateObject(objectPath: string): Promise<{ body: Buffer; contentType: string } | null> {
  const [folder, rest] = splitObjectPath(objectPath);
  const object = await readStorageObject(folder, rest, privateStorageRoot());
  return object && { body: object.body, contentType: object.contentType };
}

/** Deletes the object; one already gone is fine. Throws on a path that is refused. */
export async function deletePrivateObject(objectPath: string): Promise<void> {
  const [folder, rest] = splitObjectPath(objectPath);
  await deleteStorageObject(folder, rest, privateStorageRoot());
}
