// Public objects of the embedded storage (the Supabase Storage URL shape). With a hosted Supabase project the
// photos live there, so this route answers 404.
import { isEmbeddedAuth } from '@/server/env';
import { errorResponse } from '@/server/http/handler';
import { readStorageObject } from '@/server/storage/local';

export const runtime = 'nodejs';

const notFound = () => errorResponse('not_found', 'Object not found', 404);

export async function GET(_request: Request, context: { params: Promise<{ bucket: string; path: string[] }> }) {
  if (!isEmbeddedAuth()) return notFound();
  const { bucket, path } = await context.params;
  const object = await readStorageObject(bucket, path);
  if (!object) return notFound();
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Content-Length': String(object.size),
    // Object paths never get new contents in normal use (a new photo gets a new path), as on Supabase.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  };
  // An SVG opened directly must not run scripts. (Not for PDFs: a sandbox CSP blocks the browser's viewer.)
  // next.config.mjs sets the same policy for storage SVGs (its headers take precedence over these).
  if (object.contentType === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
  return new Response(new Uint8Array(object.body), { status: 200, headers });
}
