// A photo is stored either as a full URL or as an object in a storage bucket (ARCHITECTURE "Photos").

export type PhotoRef = string | { url: string } | { bucket: string; path: string };

/** The public URL of a photo; `storageBase` is the storage origin (hosted Supabase or this app). */
export function photoUrl(photo: PhotoRef | null | undefined, storageBase: string): string | null {
  if (!photo) return null;
  if (typeof photo === 'string') return photo;
  if ('url' in photo) return photo.url;
  const path = photo.path.split('/').map(encodeURIComponent).join('/');
  return `${storageBase.replace(/\/$/, '')}/storage/v1/object/public/${encodeURIComponent(photo.bucket)}/${path}`;
}
