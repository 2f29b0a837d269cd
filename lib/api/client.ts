// The browser's one way to call our /api routes. One rule for every answer:
// - no answer at all (offline, DNS, a reset connection): ApiError `network_error`, status 0, NETWORK_ERROR_MESSAGE;
// - an answer that is not 2xx, or that carries `error`: ApiError with the status, and the code and message the
//   server gave in `{ "error": { "code", "message" } }` (or `{ "error": "message" }`), else `request_failed`
//   and an empty message, so each caller shows its own words (the spec's) when the server gave none;
// - a body that is not JSON reads as an empty object.
// An abort by the caller's signal is passed on as it is, so a cancelled look-up is never shown as a failure.
// Calls that act (book, cancel, reschedule, offer, heart) set `idempotent`: they carry an Idempotency-Key, one per
// intent (method, path and body). A key stays with its intent while the outcome is in doubt (no answer, or a 5xx),
// so the person's retry of the same action is the same request and the server answers it as it answered the first
// (a booking whose answer was lost reads 201, not 409 for the person's own visit). Any settled answer of an acting
// call ends every intent in doubt: after it, the same body is a new intent.
// Cookies go along by fetch's default (same-origin); the session is never in the page.

export const NETWORK_ERROR_MESSAGE = 'Network error. Check your connection and try again.';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** The answer's JSON as it came ({} without one), for the few callers that read more than the error. */
    readonly body: unknown = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** What a failed call shows: the server's own message when it gave one, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string = SOMETHING_WENT_WRONG): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** The request outlives the page (a download handing over to the PDF viewer). */
  keepalive?: boolean;
  /** The call acts: it sends an Idempotency-Key, the same one on a retry of the same intent (above). */
  idempotent?: boolean;
}

/** Keys of intents whose outcome is in doubt, by intent. */
const keysInDoubt = new Map<string, string>();

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http on a LAN address have no randomUUID (a secure-context API).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function intentOf(path: string, { method, body }: ApiRequest): string {
  return `${method ?? 'GET'} ${path} ${JSON.stringify(body ?? null)}`;
}

function keyFor(intent: string): string {
  const key = keysInDoubt.get(intent) ?? newKey();
  keysInDoubt.set(intent, key);
  return key;
}

type ErrorField = { code?: unknown; message?: unknown } | string | undefined;

function errorOf(status: number, body: unknown): ApiError {
  const field = (body as { error?: ErrorField } | null)?.error;
  const error = typeof field === 'string' ? { message: field } : (field ?? {});
  const code = 'code' in error && typeof error.code === 'string' && error.code ? error.code : 'request_failed';
  return new ApiError(code, typeof error.message === 'string' ? error.message : '', status, body);
}

/** Only what the call sets is passed to fetch (a GET with no options is fetch's plain GET). */
function requestInit({ method, body, signal, cache, keepalive }: ApiRequest, idempotencyKey?: string): RequestInit {
  const init: RequestInit = {};
  if (method && method !== 'GET') init.method = method;
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (Object.keys(headers).length) init.headers = headers;
  if (signal) init.signal = signal;
  if (cache) init.cache = cache;
  if (keepalive) init.keepalive = true;
  return init;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const intent = request.idempotent ? intentOf(path, request) : null;
  let response: Response;
  try {
    response = await fetch(path, requestInit(request, intent ? keyFor(intent) : undefined));
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    throw new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0);
  }
  // A 5xx may have come after the action was done (a proxy's timeout): still in doubt. Anything else settled it.
  if (intent && response.status < 500) keysInDoubt.clear();
  const body = await readJson(response);
  const ok = response.status >= 200 && response.status < 300;
  if (!ok || (body as { error?: unknown } | null)?.error) throw errorOf(response.status, body);
  return body as T;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return {};
  }
}

/**
 * Sends a file as the request's body (PUT or POST) and reports how much has gone, for an upload's progress bar
 * (fetch cannot tell): the answer and its errors read as apiFetch's do.
 */
export function apiUpload<T>(path: string, file: Blob, { method = 'POST', onProgress }: { method?: 'POST' | 'PUT'; onProgress?: (fraction: number) => void } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0));
    request.onload = () => {
      let body: unknown = {};
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // Not JSON: read as {} like apiFetch.
      }
      const ok = request.status >= 200 && request.status < 300;
      if (!ok || (body as { error?: unknown } | null)?.error) reject(errorOf(request.status, body));
      else resolve(body as T);
    };
    request.send(file);
  });
}
