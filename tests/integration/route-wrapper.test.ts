// withHandler's options on real routes: route parameters parsed (a malformed id is the route's 404), the body-size
// cap for every route (413 before anything is parsed or written), and `private, no-store` on every answer of a
// signed-in route, its refusals included.
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as cancelVisitRoute } from '@/app/api/visits/[visitId]/cancel/route';
import { PATCH as patchVisit } from '@/app/api/visits/[visitId]/route';
import { GET as getShortlist } from '@/app/api/shortlist/route';
import { POST as sendContact } from '@/app/api/send-contact-email/route';
import { dispatchAuthRequest } from '@/server/auth/gotrue/router';
import { getDb } from '@/server/db/client';
import { useTestDatabase } from '../helpers/test-db';
import { captureLogs } from '../helpers/log-capture';
import { BASE_URL, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Call {
  method?: string;
  body?: string;
  cookie?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

function call(handler: Handler, path: string, { method = 'GET', body, cookie, params = {}, headers = {} }: Call = {}) {
  const all = new Headers({ 'Content-Type': 'application/json', origin: BASE_URL, ...headers });
  if (cookie) all.set('cookie', cookie);
  return handler(new NextRequest(`${BASE_URL}${path}`, { method, headers: all, body }), { params: Promise.resolve(params) });
}

const contact = { name: 'Asha Rao', email: 'asha@example.com', phone: '', subject: 'Rent in Whitefield', message: 'Looking for a 2 BHK.' };
const savedMessages = async () => Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from contact_messages`)).rows[0]!.n);

let person = { id: '', cookie: '' };
beforeAll(async () => {
  person = await signedInPerson('wrapper');
});

describe('route parameters', () => {
  test.each(['not-a-uuid', '123', "x' or 1=1 --"])('a visit id %p that is not a uuid is 404 Visit not found, for update and cancel', async (visitId) => {
    const update = await call(patchVisit as Handler, `/api/visits/${encodeURIComponent(visitId)}`, {
      method: 'PATCH',
      body: JSON.stringify({ feedback: 'shortlisted' }),
      cookie: person.cookie,
      params: { visitId },
    });
    expect(update.status).toBe(404);
    expect(await update.json()).toEqual({ error: { code: 'not_found', message: 'Visit not found' } });

    const cancel = await call(cancelVisitRoute as Handler, `/api/visits/${encodeURIComponent(visitId)}/cancel`, { method: 'POST', cookie: person.cookie, params: { visitId } });
    expect(cancel.status).toBe(404);
    expect(await cancel.json()).toEqual({ error: { code: 'not_found', message: 'Visit not found' } });
  });

  test('signed out, the session is decided first: 401, whatever the id', async () => {
    const response = await call(cancelVisitRoute as Handler, '/api/visits/nope/cancel', { method: 'POST', params: { visitId: 'nope' } });
    expect(response.status).toBe(401);
  });
});

describe('body-size cap', () => {
  test('a body over 64 kB is 413 payload_too_large and nothing is saved; the same message under the cap is sent', async () => {
    const before = await savedMessages();
    const huge = await call(sendContact as Handler, '/api/send-contact-email', { method: 'POST', body: JSON.stringify({ ...contact, message: 'x'.repeat(70_000) }) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
    expect(huge.headers.get('cache-control')).toBe('no-store');
    expect(await savedMessages()).toBe(before);

    const declared = await call(sendContact as Handler, '/api/send-contact-email', {
      method: 'POST',
      body: JSON.stringify(contact),
      headers: { 'content-length': String(10 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);

    const fine = await call(sendContact as Handler, '/api/send-contact-email', { method: 'POST', body: JSON.stringify(contact) });
    expect(fine.status).toBe(200);
    expect(await savedMessages()).toBe(before + 1);
  });

  /** A 5 MB body sent chunked (no declared length), counting what the route pulls; `failAfter` cuts it like a client that goes away. */
  function streamed(total: number, failAfter?: number) {
    let pulled = 0;
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (failAfter !== undefined && pulled >= failAfter) return controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new NextRequest(`${BASE_URL}/api/send-contact-email`, { method: 'POST', headers: { 'Content-Type': 'application/json', origin: BASE_URL }, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]);
    return { request, pulled: () => pulled };
  }

  test('a 5 MB chunked body is a 413 read no further than the cap; a body cut short is a 400, nothing logged (not a database outage)', async () => {
    const logs = captureLogs();
    try {
      const large = streamed(5 * 1024 * 1024);
      const answer = await (sendContact as Handler)(large.request, { params: Promise.resolve({}) });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
      expect(large.pulled()).toBeLessThanOrEqual(64 * 1024 + 2 * 64 * 1024);

      const early = streamed(5 * 1024 * 1024, 0);
      const unreadable = await (sendContact as Handler)(early.request, { params: Promise.resolve({}) });
      expect(unreadable.status).toBe(400);
      expect(await unreadable.json()).toEqual({ error: { code: 'body_unreadable', message: 'The request body could not be read.' } });
    } finally {
      logs.stop();
    }
    expect(logs.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  test('the embedded auth (/auth/v1) answers a body cut short 400 too, never as a database outage at error level', async () => {
    const logs = captureLogs();
    let response: Response;
    try {
      const { request } = streamed(1024 * 1024, 0);
      response = await dispatchAuthRequest(new Request(`${BASE_URL}/auth/v1/otp`, { method: 'POST', headers: { 'Content-Type': 'application/json', origin: BASE_URL }, body: request.body, duplex: 'half' } as RequestInit));
    } finally {
      logs.stop();
    }
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'body_unreadable', message: 'The request body could not be read.' });
    expect(logs.lines.filter((line) => line.level === 'error' || line.level === 'warn')).toEqual([]);
    expect(logs.text()).not.toContain('database unavailable');
  });
});

describe('signed-in routes are never cached', () => {
  test('private, no-store on the answer and on the 401', async () => {
    const signedIn = await call(getShortlist as Handler, '/api/shortlist', { cookie: person.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toContain('no-store');
    expect(signedIn.headers.get('cache-control')).toContain('private');

    const signedOut = await call(getShortlist as Handler, '/api/shortlist');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
  });
});
