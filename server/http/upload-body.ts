import 'server-only';
import type { NextRequest } from 'next/server';
import { UPLOAD_MAX_BYTES, UPLOAD_REFUSALS } from '@/lib/uploads';
import { AppError } from './errors';
import { readCappedBytes } from './handler';

// An uploaded file arrives as the request's raw body (the browser sends the File itself, so the upload can show its
// progress): read up to UPLOAD_MAX_BYTES and refused past it with the upload's own words, before anything is decoded.

export async function readUploadedFile(request: NextRequest): Promise<Buffer> {
  const bytes = await readCappedBytes(request, UPLOAD_MAX_BYTES, () => new AppError('file_too_large', UPLOAD_REFUSALS.file_too_large, 413));
  if (bytes.length === 0) throw new AppError('no_file', 'Choose a file to upload.', 400);
  return bytes;
}
