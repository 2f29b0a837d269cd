import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { ZodType, z } from '@/lib/validation/zod';
import type { LeadAnswer } from '@/lib/validation/leads';
import { contextFromHeaders } from '@/server/auth/gotrue/request';
import { AppError } from '@/server/http/errors';
import { withHandler, type MappedError } from '@/server/http/handler';
import type { OutcomeMetric } from '@/server/http/observe';

// The lead routes (send-whatsapp-otp, verify-whatsapp-otp, festival-otp) answer {success, message} in every
// case (spec 7: the client reads those two), plus the usual {error: {code, message}} on failure, so a client of
// either convention understands them. Otherwise withHandler as every route, with a small body cap.

const LEAD_MAX_BODY_BYTES = 4096;

type LeadResult = LeadAnswer & { status?: number };

const leadErrorBody = ({ code, message }: MappedError) => ({ success: false, message, error: { code, message } });

/** The lead routes have no dynamic segments. */
const NO_PARAMS = { params: Promise.resolve({}) };

export function leadRoute<Schema extends ZodType>(
  schema: Schema,
  run: (input: z.output<Schema>, client: string) => Promise<LeadResult>,
  outcome?: OutcomeMetric | ((input: z.output<Schema>) => OutcomeMetric | undefined),
) {
  const counted = typeof outcome === 'function' ? (body: unknown) => outcome(body as z.output<Schema>) : outcome;
  const handle = withHandler({ schema, maxBodyBytes: LEAD_MAX_BODY_BYTES, cacheControl: 'no-store', errorBody: leadErrorBody, outcome: counted }, async ({ request, body }) => {
    const { status = 200, ...answer } = await run(body as z.output<Schema>, contextFromHeaders(request.headers).ip);
    if (!answer.success) throw new AppError('invalid_otp', answer.message, status);
    return NextResponse.json(answer, { status });
  });
  return (request: NextRequest) => handle(request, NO_PARAMS);
}
