// The request id: one per request, in every log line the request writes and in the jobs it queues, and sent back
// in the `X-Request-Id` response header. A client or proxy may send its own (a load balancer's trace id); it is
// used when it is a plain token of reasonable length, so a line can never be forged into a log's syntax.

export const REQUEST_ID_HEADER = 'x-request-id';

const VALID_REQUEST_ID = /^[\w.:-]{8,128}$/;

/** The incoming id when it is well formed, else null. */
export function acceptedRequestId(value: string | string[] | null | undefined): string | null {
  return typeof value === 'string' && VALID_REQUEST_ID.test(value) ? value : null;
}

export function newRequestId(): string {
  return crypto.randomUUID();
}
