// The Kannada and Devanagari faces (lib/i18n/fonts.ts), read from their npm packages: only the named files, for a
// year (the URL carries the packages' version).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FONT_FILES, FONT_PACKAGE_VERSION } from '@/lib/i18n/fonts';

export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }) {
  const { version, file } = await params;
  const source = FONT_FILES.get(file);
  if (!source || version !== FONT_PACKAGE_VERSION) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const body = await readFile(path.join(process.cwd(), 'node_modules', source));
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
