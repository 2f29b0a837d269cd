// The one-tap sign-in link every login e-mail carries (docs/auth.md "The sign-in link"). Shaped like the attack it
// answers: strangers keep an address's code ceiling full and guess wrong, so a brand-new device of the owner cannot
// get a code; any link in the inbox still signs it in. The link is single use, expires, signs in only its own
// address, cannot be found by guessing, and opening its page (what mail scanners do) changes nothing.
import { createHash, randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as confirmLink } from '@/app/api/auth/confirm/route';
import { POST as sendCode } from '@/app/api/auth/send-code/route';
import { POST as verifyCode } from '@/app/api/auth/verify/route';
import ConfirmPage from '@/app/[locale]/auth/confirm/page';
import { DEVICE_COOKIE } from '@/server/auth/holder';
import { getDb } from '@/server/db/client';
import { authSessions } from '@/server/db/schema';
import { listOutbox } from '@/server/outbox/outbox';
import { useTestDatabase } from '../helpers/test-db';
import { authClient, latestCode, raw, registerPerson } from './auth-helpers';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

const SITE = 'http://localhost:3000';
const context = { params: Promise.resolve({}) };
type Handler = (request: NextRequest, ctx: typeof context) => Promise<Response>;

const device = () => `${DEVICE_COOKIE}=${randomBytes(32).toString('base64url')}`;

function post(handler: Handler, path: string, body: unknown, { ip, cookie, origin }: { ip: string; cookie?: string; origin?: string }) {
  const headers = new Headers({ 'content-type': 'application/json', 'x-forwarded-for': ip });
  if (cookie) headers.set('cookie', cookie);
  if (origin) headers.set('origin', origin);
  return handler(new NextRequest(`${SITE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), context);
}

const askCode = (email: string, ip: string, cookie?: string, returnTo?: string) => post(sendCode, '/api/auth/send-code', { email, returnTo }, { ip, cookie });
const typeCode = (email: string, token: string, ip: string, cookie?: string) => post(verifyCode, '/api/auth/verify', { email, token }, { ip, cookie });
const tap = (token: string, ip: string, cookie?: string) => post(confirmLink, '/api/auth/confirm', { token_hash: token }, { ip, cookie, origin: SITE });
const errorCode = async (response: Response) => ((await response.json()) as { error?: { code?: string } }).error?.code;
const signedInEmail = async (response: Response) => ((await response.json()) as { user?: { email?: string } }).user?.email;
const setsSession = (response: Response) => response.headers.getSetCookie().some((line) => /^sb-[^=]+-auth-token(\.0)?=[^;]/.test(line));

/** The sign-in links of every e-mail an address was sent, newest first. */
async function links(email: string): Promise<URL[]> {
  const messages = await listOutbox({ to: email, limit: 200 });
  return messages.map((message) => {
    const link = message.text.match(/^http\S+\/auth\/confirm\?\S+$/m)?.[0];
    if (!link) throw new Error('a login e-mail without a sign-in link');
    // The HTML part carries the same link.
    expect(message.html).toContain(link.replaceAll('&', '&amp;'));
    return new URL(link);
  });
}
const tokenOf = (link: URL) => link.searchParams.get('token_hash')!;

async function sessionsOf(userId: string): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(authSessions).where(eq(authSessions.user_id, userId));
  return row!.total;
}

/** What the confirmation page would show for a token (the server component's props to its card). */
async function openPage(token: string): Promise<{ initialState: string; maskedEmail?: string }> {
  const element = (await ConfirmPage({ searchParams: Promise.resolve({ token_hash: token, type: 'email' }) })) as { props: { children: { props: Record<string, unknown> } } };
  return element.props.children.props as { initialState: string; maskedEmail?: string };
}

describe('sign-in links', () => {
  test('strangers fill the address’s ceiling and guess wrong; a brand-new device gets no code, but any link in the inbox signs it in', async () => {
    const { email, id } = await registerPerson('link-attack');
    // Eight addresses, a fresh device per request, until the address's ceiling (20 an hour) is full.
    const flood: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let address = 1; address <= 8; address += 1) flood.push((await askCode(email, `203.0.113.${address}`, device())).status);
    }
    expect(flood.filter((status) => status === 200)).toHaveLength(20);
    expect(flood.slice(20).every((status) => status === 429)).toBe(true);
    // Four more addresses guess codes.
    for (let address = 11; address <= 14; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await typeCode(email, '000000', `203.0.113.${address}`)).status).toBe(403);
    }

    // The owner's brand-new phone gets no code, with or without a device cookie: the ceiling holds.
    const phone = device();
    expect((await askCode(email, '192.0.2.50')).status).toBe(429);
    const refused = await askCode(email, '192.0.2.50', phone);
    expect([refused.status, await errorCode(refused)]).toEqual([429, 'over_email_send_rate_limit']);

    // Every e-mail the strangers caused carries a live link; no message more was sent for it.
    const inbox = await links(email);
    expect(inbox).toHaveLength(20);
    for (const link of inbox) expect((await openPage(tokenOf(link))).initialState).toBe('ready');
    // The oldest one, from a stranger's request, signs the phone in.
    const signedIn = await tap(tokenOf(inbox.at(-1)!), '192.0.2.50', phone);
    expect(signedIn.status).toBe(200);
    expect(await signedInEmail(signedIn)).toBe(email);
    expect(setsSession(signedIn)).toBe(true);
    expect(signedIn.headers.getSetCookie().filter((line) => line.startsWith('sb-')).every((line) => /HttpOnly/i.test(line))).toBe(true);
    // And so does any other: the newest, on the owner's laptop.
    expect((await tap(tokenOf(inbox[0]!), '192.0.2.51', device())).status).toBe(200);
    expect(await sessionsOf(id)).toBe(2);
    expect(await listOutbox({ to: email, limit: 200 })).toHaveLength(20);

    // Signed in by the link, the phone is a known device: its own budget holds it, the full ceiling no longer does.
    expect((await askCode(email, '192.0.2.50', phone)).status).toBe(200);
    expect((await typeCode(email, await latestCode(email), '192.0.2.50', phone)).status).toBe(200);
  });

  test('a link works once; opening its page does not use it up', async () => {
    const { email, id } = await registerPerson('link-once');
    await askCode(email, '198.51.100.30', device());
    const token = tokenOf((await links(email))[0]!);
    // Mail scanners and link previews fetch the page, more than once: nothing changes.
    const [local, domain] = email.split('@');
    expect(await openPage(token)).toMatchObject({ initialState: 'ready', maskedEmail: `${local!.slice(0, 2)}***@${domain}` });
    expect(await openPage(token)).toMatchObject({ initialState: 'ready' });
    expect(await sessionsOf(id)).toBe(0);

    const cookie = device();
    expect((await tap(token, '198.51.100.31', cookie)).status).toBe(200);
    const again = await tap(token, '198.51.100.31', cookie);
    expect([again.status, await errorCode(again), setsSession(again)]).toEqual([403, 'link_expired', false]);
    expect((await tap(token, '198.51.100.32', device())).status).toBe(403);
    expect(await openPage(token)).toMatchObject({ initialState: 'invalid' });
    expect(await sessionsOf(id)).toBe(1);
  });

  test('a link expires with its code', async () => {
    const { email, id } = await registerPerson('link-expiry');
    await askCode(email, '198.51.100.33', device());
    const token = tokenOf((await links(email))[0]!);
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = (await getDb().execute(sql`select extract(epoch from expires_at - created_at)::int as ttl from embedded_auth.login_links where token_hash = ${hash}`)).rows as { ttl: number }[];
    expect(row!.ttl).toBe(600);
    await getDb().execute(sql`update embedded_auth.login_links set expires_at = now() - interval '1 second' where token_hash = ${hash}`);
    expect(await openPage(token)).toMatchObject({ initialState: 'invalid' });
    const late = await tap(token, '198.51.100.33', device());
    expect([late.status, await errorCode(late)]).toEqual([403, 'link_expired']);
    expect(await sessionsOf(id)).toBe(0);
  });

  test('a link signs in only its own address; a wrong token changes nothing', async () => {
    const mine = await registerPerson('link-mine');
    const other = await registerPerson('link-other');
    await askCode(mine.email, '198.51.100.34', device());
    const token = tokenOf((await links(mine.email))[0]!);

    // Presented for another address (as a token hash, or typed as a code): refused, and the link stays usable.
    const asOther = await raw('/verify', { method: 'POST', body: JSON.stringify({ email: other.email, token_hash: token, type: 'email' }) });
    expect([asOther.status, ((await asOther.json()) as { code: string }).code]).toEqual([403, 'otp_expired']);
    const typed = await raw('/verify', { method: 'POST', body: JSON.stringify({ email: other.email, token, type: 'email' }) });
    expect(typed.status).toBe(403);
    expect(await sessionsOf(other.id)).toBe(0);

    // Wrong tokens: well-formed random ones, a near miss, garbage, too long.
    const cookie = device();
    for (const wrong of [randomBytes(32).toString('base64url'), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'not-a-token', 'x'.repeat(201)]) {
      const answer = await tap(wrong, '198.51.100.36', cookie);
      expect([403, 422]).toContain(answer.status);
      expect(setsSession(answer)).toBe(false);
    }
    expect(await sessionsOf(mine.id)).toBe(0);
    expect(await openPage(token)).toMatchObject({ initialState: 'ready' });

    const used = await tap(token, '198.51.100.36', cookie);
    expect([used.status, await signedInEmail(used)]).toEqual([200, mine.email]);
    expect(await sessionsOf(other.id)).toBe(0);
  });

  test('only a same-site POST uses a link', async () => {
    const { email, id } = await registerPerson('link-origin');
    await askCode(email, '198.51.100.37', device());
    const token = tokenOf((await links(email))[0]!);
    const forged = await post(confirmLink, '/api/auth/confirm', { token_hash: token }, { ip: '198.51.100.37', origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await sessionsOf(id)).toBe(0);
    expect((await tap(token, '198.51.100.37', device())).status).toBe(200);
  });

  test('the link leads where the login was meant to go, when that is a path on this site', async () => {
    const { email } = await registerPerson('link-return');
    await askCode(email, '198.51.100.38', device(), '/shortlisted?tab=rent');
    expect((await links(email))[0]!.searchParams.get('returnTo')).toBe('/shortlisted?tab=rent');
    for (const [index, unsafe] of ['//evil.example/x', 'https://evil.example/', '/%2F/evil.example', '/\\evil.example'].entries()) {
      await askCode(email, `198.51.100.${40 + index}`, device(), unsafe);
      expect((await links(email))[0]!.searchParams.has('returnTo')).toBe(false);
    }
    const page = (await ConfirmPage({ searchParams: Promise.resolve({ token_hash: 'x', returnTo: '//evil.example' }) })) as { props: { children: { props: { returnTo: string } } } };
    expect(page.props.children.props.returnTo).toBe('/profile');
  });

  test('the unmodified supabase-js client signs in with the link’s token hash (GoTrue’s verifyOtp shape)', async () => {
    const { email } = await registerPerson('link-client');
    await askCode(email, '198.51.100.45', device());
    const client = authClient('198.51.100.45');
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenOf((await links(email))[0]!), type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });
});
