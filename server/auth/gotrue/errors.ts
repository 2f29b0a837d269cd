// GoTrue's error shape (auth-contract.md "Every call"): `{code, message}` plus the API-version header,
// without which supabase-js leaves `error.code` undefined. Never a 5xx for an expected failure: the client
// retries those for ~25 s.
// Not 'server-only': middleware.ts reaches it through the in-process auth dispatcher.
import { logServerError } from '@/server/http/log-error';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseUnavailable } from '@/server/db/unavailable';

export const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' } as const;

export class GoTrueError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'GoTrueError';
  }
}

export const authErrors = {
  otpExpired: () => new GoTrueError('otp_expired', 403, 'Token has expired or is invalid'),
  sendRateLimit: (seconds: number) =>
    new GoTrueError('over_email_send_rate_limit', 429, `For security purposes, you can only request this after ${seconds} seconds.`, {
      'Retry-After': String(seconds),
    }),
  requestRateLimit: () => new GoTrueError('over_request_rate_limit', 429, 'Request rate limit reached'),
  validation: (message: string, status = 400) => new GoTrueError('validation_failed', status, message),
  badJson: () => new GoTrueError('bad_json', 400, 'Could not parse request body as JSON'),
  bodyUnreadable: () => new GoTrueError('body_unreadable', 400, 'The request body could not be read.'),
  otpDisabled: () => new GoTrueError('otp_disabled', 422, 'Signups not allowed for otp'),
  signupDisabled: () => new GoTrueError('signup_disabled', 422, 'Signups not allowed for this instance'),
  phoneDisabled: () => new GoTrueError('phone_provider_disabled', 422, 'Unsupported phone provider'),
  sessionNotFound: (status = 403) => new GoTrueError('session_not_found', status, 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new GoTrueError('user_not_found', 403, 'User from sub claim in JWT does not exist'),
  refreshNotFound: () => new GoTrueError('refresh_token_not_found', 400, 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => new GoTrueError('refresh_token_already_used', 400, 'Invalid Refresh Token: Already Used'),
  badJwt: (detail?: string) =>
    new GoTrueError('bad_jwt', 403, `invalid JWT: unable to parse or verify signature${detail ? `, ${detail}` : ''}`),
  noAuthorization: () => new GoTrueError('no_authorization', 401, 'This endpoint requires a valid Bearer token'),
  unsupportedGrant: () => new GoTrueError('unsupported_grant_type', 400, 'unsupported_grant_type'),
  notFound: () => new GoTrueError('not_found', 404, 'Not Found'),
  forbiddenOrigin: () => new GoTrueError('forbidden_origin', 403, 'Cross-site requests are not allowed.'),
  emailExists: () => new GoTrueError('email_exists', 422, 'A user with this email address has already been registered'),
  phoneExists: () => new GoTrueError('phone_exists', 422, 'A user with this phone number has already been registered'),
};

export function gotrueJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...API_VERSION_HEADER, 'Cache-Control': 'no-store', ...headers } });
}

/** Maps anything thrown by a handler to a GoTrue error response; unexpected errors are logged, never shown. */
export function gotrueErrorResponse(error: unknown): Response {
  if (error instanceof GoTrueError) {
    return gotrueJson({ code: error.code, message: error.message }, error.status, { 'x-sb-error-code': error.code, ...error.headers });
  }
  if (isDatabaseUnavailable(error)) {
    logDatabaseUnavailable('auth', error);
    const retryAfter = String(DATABASE_RETRY_AFTER_SECONDS);
    return gotrueJson({ code: 'service_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE }, 503, { 'x-sb-error-code': 'service_unavailable', 'Retry-After': retryAfter });
  }
  logServerError('auth', 'unexpected_failure', error);
  // 500 is retried by the client; that is right for a real outage (e.g. the database is down).
  return gotrueJson({ code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' }, 500, {
    'x-sb-error-code': 'unexpected_failure',
  });
}
