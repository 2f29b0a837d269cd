import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { ZodType, z } from 'zod';
import type { LeadAnswer } from '@/lib/validation/leads';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { isSameOrigin, mapError, routeName, type ErrorBody } from './handler';
import { AppError } from './errors';

// The lead routes (send-whatsapp-otp, verify-whatsapp-otp, festival-otp) answer {success, message} in every
// case (spec 7: the client reads those two), plus the usual {error: {code, message}} on failure, so a client of
// either convention understands them. Same Origin check and zod parsing as withHandler.

const MAX_BODY_BYTES = 4096;
const NO_STORE = { 'Cache-Control': 'no-store' };

type LeadResult = LeadAnswer & { status?: number };

function failure(code: string, message: string, status: number, retryAfter?: string | null): NextResponse {
  const headers = retryAfter ? { ...NO_STORE, 'Retry-After': retryAfter } : NO_STORE;
  return NextResponse.json({ success: false, message, error: { code, message } }, { status, headers });
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
      // The shared mapping (outage 503 with Retry-After, logs without values), in the lead routes' shape.
      const mapped = mapError(error, routeName(request));
      const { error: body } = (await mapped.json()) as ErrorBody;
      return failure(body.code, body.message, mapped.status, mapped.headers.get('retry-after'));
    }
  };
}
