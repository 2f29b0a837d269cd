// lib/api/client.ts: the one rule every browser call reads answers by.
import { ApiError, apiErrorMessage, apiFetch, NETWORK_ERROR_MESSAGE, SOMETHING_WENT_WRONG } from '@/lib/api/client';

type Answer = { status: number; body?: unknown; notJson?: boolean };

function answer({ status, body, notJson }: Answer) {
  global.fetch = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (notJson) throw new SyntaxError('Unexpected token < in JSON');
      return body;
    },
  })) as unknown as typeof fetch;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

test('a 2xx answer is its JSON; a POST sends its body as JSON and only what the call sets', async () => {
  answer({ status: 201, body: { id: 'v1' } });
  await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 'v1' });
  expect(global.fetch).toHaveBeenCalledWith('/api/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' });

  answer({ status: 200, body: { ok: true } });
  await apiFetch('/api/y', { cache: 'no-store' });
  expect(global.fetch).toHaveBeenCalledWith('/api/y', { cache: 'no-store' });
});

test("the server's code and message, from {error: {code, message}} or {error: 'message'}", async () => {
  answer({ status: 409, body: { error: { code: 'slot_taken', message: 'Taken.' } } });
  expect(await failure(apiFetch('/api/x'))).toMatchObject({ code: 'slot_taken', message: 'Taken.', status: 409 });

  answer({ status: 400, body: { error: 'Plain words' } });
  expect(await failure(apiFetch('/api/x'))).toMatchObject({ code: 'request_failed', message: 'Plain words', status: 400 });
});

test('an error field in a 2xx answer is a failure too, and the body travels with the error', async () => {
  const body = { success: false, message: 'Wait 60 s', error: { code: 'invalid_otp', message: 'Wait 60 s' } };
  answer({ status: 200, body });
  const error = await failure(apiFetch('/api/x'));
  expect(error).toMatchObject({ code: 'invalid_otp', status: 200 });
  expect(error.body).toEqual(body);
});

test('a body that is not JSON: request_failed with an empty message (the caller says it in its own words)', async () => {
  answer({ status: 502, notJson: true });
  expect(await failure(apiFetch('/api/x'))).toMatchObject({ code: 'request_failed', message: '', status: 502, body: {} });

  answer({ status: 200, notJson: true });
  await expect(apiFetch('/api/x')).resolves.toEqual({});
});

test('no answer at all: network_error, status 0, the network message', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  expect(await failure(apiFetch('/api/x'))).toMatchObject({ code: 'network_error', status: 0, message: NETWORK_ERROR_MESSAGE });
});

test("an abort by the caller's signal is passed on as it is", async () => {
  const controller = new AbortController();
  const abort = new DOMException('The operation was aborted.', 'AbortError');
  global.fetch = jest.fn(async () => {
    controller.abort();
    throw abort;
  }) as unknown as typeof fetch;
  await expect(apiFetch('/api/x', { signal: controller.signal })).rejects.toBe(abort);
});

test("apiErrorMessage: the server's message when it gave one, else the caller's words, else 'Something went wrong'", () => {
  expect(apiErrorMessage(new ApiError('slot_taken', 'This slot was just taken.', 409))).toBe('This slot was just taken.');
  expect(apiErrorMessage(new ApiError('request_failed', '', 502), 'Could not save.')).toBe('Could not save.');
  expect(apiErrorMessage(new TypeError('boom'))).toBe(SOMETHING_WENT_WRONG);
  expect(SOMETHING_WENT_WRONG).toBe('Something went wrong. Please try again.');
});

describe('acting calls carry an Idempotency-Key, one per intent', () => {
  const sentKey = (call: number) => {
    const init = (global.fetch as jest.Mock).mock.calls[call]![1] as RequestInit;
    return (init.headers as Record<string, string>)['Idempotency-Key'];
  };
  const noAnswer = () =>
    (global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);

  test('the retry of an intent whose answer never came sends the same key; a settled answer ends it', async () => {
    const book = () => apiFetch('/api/book-visit', { method: 'POST', body: { slot: 'a' }, idempotent: true });
    noAnswer();
    await failure(book());
    const first = sentKey(0);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);

    const fetchMock = jest.fn(async () => ({ ok: true, status: 201, json: async () => ({ id: 'v1' }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await book();
    expect(sentKey(0)).toBe(first);
    // Settled: the same body again is a new intent (a new booking after a cancel).
    await book();
    expect(sentKey(1)).not.toBe(first);
  });

  test('a 5xx keeps the intent in doubt; another body, path or a 4xx is another key', async () => {
    answer({ status: 503, body: { error: { code: 'service_unavailable', message: 'Later.' } } });
    await failure(apiFetch('/api/visits/v1/cancel', { method: 'POST', idempotent: true }));
    await failure(apiFetch('/api/visits/v1/cancel', { method: 'POST', idempotent: true }));
    expect(sentKey(1)).toBe(sentKey(0));
    await failure(apiFetch('/api/visits/v2/cancel', { method: 'POST', idempotent: true }));
    expect(sentKey(2)).not.toBe(sentKey(0));

    answer({ status: 409, body: { error: { code: 'visit_not_cancellable', message: 'Ended.' } } });
    await failure(apiFetch('/api/visits/v1/cancel', { method: 'POST', idempotent: true }));
    const settled = sentKey(0);
    await failure(apiFetch('/api/visits/v1/cancel', { method: 'POST', idempotent: true }));
    expect(sentKey(1)).not.toBe(settled);
  });

  test('calls that do not act send no key', async () => {
    answer({ status: 200, body: {} });
    await apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
    expect(sentKey(0)).toBeUndefined();
  });
});
