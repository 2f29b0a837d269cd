/** @jest-environment node */
// Requests Next.js would answer with a 500 before our code runs: refused or mended first.
import { assignRequestId, guardRequest } from '@/server/http/request-guard';

describe('guardRequest', () => {
  it.each(['TRACE', 'TRACK', 'CONNECT', 'trace'])('answers %s with 405 and Allow', (method) => {
    const answer = guardRequest(method, {});
    expect(answer?.status).toBe(405);
    expect(answer?.headers.Allow).toContain('GET');
    expect(answer?.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(JSON.parse(answer!.body)).toEqual({ error: { code: 'method_not_allowed', message: 'Method Not Allowed' } });
  });

  it('lets ordinary requests through untouched', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const headers = { accept: 'text/html' };
      expect(guardRequest(method, headers)).toBeNull();
      expect(headers).toEqual({ accept: 'text/html' });
    }
  });

  it.each(['garbage', '[', '%7B', 'null', '[1,2,3]', '{"a":1}', '%E0%A4%A', 'x'.repeat(41_000)])('refuses the router state header %#', (value) => {
    expect(guardRequest('GET', { rsc: '1', 'next-router-state-tree': value })?.status).toBe(400);
  });

  it('accepts router state headers the router sends', () => {
    const tree = encodeURIComponent(JSON.stringify(['', { children: ['profile', { children: ['__PAGE__', {}, null, null] }, null, null] }, null, null, true]));
    expect(guardRequest('GET', { rsc: '1', 'next-router-state-tree': tree })).toBeNull();
  });

  it('drops a prefetch header that comes without RSC, keeps it with RSC', () => {
    const html: Record<string, string> = { 'next-router-prefetch': '1' };
    expect(guardRequest('GET', html)).toBeNull();
    expect(html).toEqual({});
    const flight: Record<string, string> = { 'next-router-prefetch': '1', rsc: '1' };
    expect(guardRequest('GET', flight)).toBeNull();
    expect(flight).toEqual({ 'next-router-prefetch': '1', rsc: '1' });
  });
});

describe('assignRequestId', () => {
  const answerHeaders = () => {
    const set = new Map<string, string>();
    return { set, response: { setHeader: (name: string, value: string) => set.set(name, value) } };
  };

  it('answers a page or an API call with its id, kept from a well-formed incoming one', () => {
    const { set, response } = answerHeaders();
    const request = { url: '/society/x', headers: { 'x-request-id': 'req-0001' } };
    expect(assignRequestId(request, response as never)).toBe('req-0001');
    expect(set.get('X-Request-Id')).toBe('req-0001');
  });

  it('gives a build file an id for the log context but sends none back', () => {
    const { set, response } = answerHeaders();
    const request: { url: string; headers: Record<string, string> } = { url: '/_next/static/chunks/app-shell-1.js', headers: {} };
    const id = assignRequestId(request, response as never);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers['x-request-id']).toBe(id);
    expect(set.size).toBe(0);
  });
});
