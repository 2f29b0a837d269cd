import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { ZodError, type ZodType, type z } from 'zod';
import type { LeadAnswer } from '@/lib/validation/leads';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { isSameOrigin } from './handler';
import { AppError } from './errors';

// The lead routes (send-whatsapp-otp, verify-whatsapp-otp, festival-otp) answer {success, message} in every
// case (spec 7: the client reads those two), plus the usual {error: {code, message}} on failure, so a client of
// either convention understands them. Same Origin check and zod parsing as withHandler.

const MAX_BODY_BYTES = 4096;
const NO_STORE = { 'Cache-Control': 'no-store' };

type LeadResult = LeadAnswer & { status?: number };

function failure(code: string, message: string, status: number): NextResponse {
  return NextResponse.json({ success: false, message, error: { code, message } }, { status, headers: NO_STORE });
}

async function readBody(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError('payload_too_large', 'The request body is too large.', 413);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.', 400);
  }
}

export function leadRoute<Schema extends ZodType>(
  schema: Schema,
  run: (input: z.output<Schema>, client: string) => Promise<LeadResult>,
) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      if (!isSameOrigin(request)) return failure('forbidden_origin', 'Cross-site requests are not allowed.', 403);
      const input = schema.parse(await readBody(request));
      const { status = 200, ...answer } = await run(input, contextFromHeaders(request.headers).ip);
      if (!answer.success) return failure('invalid_otp', answer.message, status);
      return NextResponse.json(answer, { status, headers: NO_STORE });
    } catch (error) {
      if (error instanceof AppError) return failure(error.code, error.message, error.status);
      if (error instanceof ZodError) return failure('validation_failed', error.issues[0]?.message ?? 'Invalid request', 422);
      console.error('[leads] unexpected error:', error);
      return failure('internal_error', 'Something went wrong. Please try again.', 500);
    }
  };
}
