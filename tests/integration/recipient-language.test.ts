// Messages in the recipient's language on a real PostgreSQL: PUT /api/profile/language saves the signed-in person's
// choice (and refuses bad input and strangers), a verified sign-in keeps the switch's cookie, and what a person with
// profiles.language = 'kn' is sent (the visit confirmation with its calendar invite, the cancellation, the login
// code in Hindi) is in that language, while a person who never chose gets today's English texts.
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as sendCode } from '@/app/api/auth/send-code/route';
import { POST as verifyCode } from '@/app/api/auth/verify/route';
import { POST as cancelVisitRoute } from '@/app/api/visits/[visitId]/cancel/route';
import { PUT as putLanguage } from '@/app/api/profile/language/route';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { formatIndiaDate, formatIndiaTime } from '@/lib/time/india';
import { formatIndiaDateIn } from '@/lib/time/india-locale';
import { getDb } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { listOutbox } from '@/server/outbox/outbox';
import { sendVisitConfirmation } from '@/server/visits/confirmation-job';
import { cancelledPush } from '@/server/visits/push-texts';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { callRoute, SITE_ORIGIN, type RouteHandler as Handler } from '../helpers/route-call';
import { latestCode, markPhoneVerified, registerPerson } from './auth-helpers';
import { call, insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { insertHome, insertVisit, slotStart } from './visit-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();

const languageOf = async (id: string) => (await getDb().select({ language: profiles.language }).from(profiles).where(eq(profiles.id, id)))[0]!.language;
const setLanguage = (id: string, language: string | null) => getDb().update(profiles).set({ language }).where(eq(profiles.id, id));
const clearJobs = () => getDb().execute(sql`delete from graphile_worker._private_jobs`);
const save = (body: unknown, cookie?: string) => callRoute(putLanguage as Handler, '/api/profile/language', { method: 'PUT', body, cookie });

interface EmailJob {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string }[];
}

async function deliveries() {
  const jobs = await queuedJobs(database.url());
  const email = jobs.find((job) => job.task_identifier === 'deliver-email')?.payload as EmailJob | undefined;
  const whatsapp = jobs.find((job) => job.task_identifier === 'deliver-whatsapp')?.payload as { body: string } | undefined;
  return { email: email!, whatsapp };
}

describe('PUT /api/profile/language', () => {
  test('saves the signed-in person’s language, and English again', async () => {
    const person = await signedInPerson('language-route');
    const response = await save({ language: 'kn' }, person.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: 'kn' });
    expect(await languageOf(person.id)).toBe('kn');
    expect((await save({ language: 'en' }, person.cookie)).status).toBe(200);
    expect(await languageOf(person.id)).toBe('en');
  });

  test('refuses a language it does not have (422, the schema’s message) and a body that is not JSON (400)', async () => {
    const person = await signedInPerson('language-bad');
    for (const body of [{ language: 'fr' }, { language: 42 }, {}]) {
      const response = await save(body, person.cookie);
      expect(response.status).toBe(422);
      expect((await response.json()).error).toEqual({ code: 'validation_failed', message: 'Choose English, Kannada (kn) or Hindi (hi).' });
    }
    for (const body of ['kn', null]) expect((await save(body, person.cookie)).status).toBe(422);
    const headers = new Headers({ 'Content-Type': 'application/json', origin: SITE_ORIGIN, cookie: person.cookie });
    const malformed = await (putLanguage as Handler)(new NextRequest(`${SITE_ORIGIN}/api/profile/language`, { method: 'PUT', headers, body: '{nope' }), { params: Promise.resolve({}) });
    expect(malformed.status).toBe(400);
    expect(await languageOf(person.id)).toBeNull();
  });

  test('needs a session: 401, and nobody’s language changes', async () => {
    const response = await save({ language: 'hi' });
    expect(response.status).toBe(401);
  });

  test('refuses a write from another origin', async () => {
    const person = await signedInPerson('language-origin');
    const response = await call(putLanguage as Handler, '/api/profile/language', { method: 'PUT', body: { language: 'hi' }, cookie: person.cookie, origin: 'https://evil.example' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await languageOf(person.id)).toBeNull();
  });
});

describe('signing in with a language chosen', () => {
  async function signIn(email: string, cookie?: string) {
    expect((await call(sendCode, '/api/auth/send-code', { method: 'POST', body: { email }, cookie })).ok).toBe(true);
    return call(verifyCode, '/api/auth/verify', { method: 'POST', body: { email, token: await latestCode(email) }, cookie });
  }

  test('the switch’s cookie becomes the language of a person who has none on record, and never replaces one', async () => {
    const fresh = await registerPerson('signin-cookie');
    expect((await signIn(fresh.email, `${LOCALE_COOKIE}=hi`)).status).toBe(200);
    expect(await languageOf(fresh.id)).toBe('hi');

    const chosen = await registerPerson('signin-kept');
    await setLanguage(chosen.id, 'kn');
    expect((await signIn(chosen.email, `${LOCALE_COOKIE}=hi`)).status).toBe(200);
    expect(await languageOf(chosen.id)).toBe('kn');
  });

  test('a browser without the cookie gets the stored language as its cookie; without either nothing is set', async () => {
    const chosen = await registerPerson('signin-stored');
    await setLanguage(chosen.id, 'kn');
    const response = await signIn(chosen.email);
    expect(response.headers.getSetCookie().find((line) => line.startsWith(`${LOCALE_COOKIE}=`))).toMatch(new RegExp(`^${LOCALE_COOKIE}=kn;`));

    const plain = await registerPerson('signin-plain');
    const answer = await signIn(plain.email);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith(`${LOCALE_COOKIE}=`))).toBe(false);
    expect(await languageOf(plain.id)).toBeNull();
  });

  test('the login code e-mail of a person who reads Hindi is in Hindi, and its link opens the Hindi page', async () => {
    const person = await registerPerson('code-hi');
    await setLanguage(person.id, 'hi');
    expect((await call(sendCode, '/api/auth/send-code', { method: 'POST', body: { email: person.email } })).ok).toBe(true);
    const [message] = await listOutbox({ to: person.email, limit: 1 });
    expect(message!.subject).toBe('आपका GHomes लॉगिन कोड');
    expect(message!.html).toContain('<html lang="hi">');
    expect(message!.text).toContain('साइन इन करने के लिए यह 6 अंकों का कोड डालें।');
    expect(message!.text).toMatch(/\/hi\/auth\/confirm\?token_hash=/);
  });
});

describe('a visit’s messages in the recipient’s language', () => {
  let societyName = '';
  let societyId = '';
  beforeAll(async () => {
    societyName = `Bhasha Towers ${Date.now()}`;
    societyId = await insertSociety({ name: societyName, latitude: 12.97, longitude: 77.75 });
  });
  afterEach(clearJobs);

  async function bookedVisit(prefix: string, language: string | null, halfHours: number) {
    const person = await signedInPerson(prefix);
    await markPhoneVerified(person.id);
    await setLanguage(person.id, language);
    const start = slotStart(halfHours);
    const visitId = await insertVisit(person.id, await insertHome(societyId), start);
    return { person, start, visitId };
  }

  test('a person who reads Kannada gets the confirmation, its invite and its WhatsApp text in Kannada', async () => {
    const { start, visitId } = await bookedVisit('visit-kn', 'kn', 48);
    await clearJobs();
    await sendVisitConfirmation(visitId);
    const { email, whatsapp } = await deliveries();
    expect(email.subject.startsWith(`ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ: ${societyName}, ${formatIndiaDateIn('kn', start)}, `)).toBe(true);
    expect(email.html).toContain('<html lang="kn">');
    expect(email.html).toContain('ಭೇಟಿ ಯಶಸ್ವಿಯಾಗಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ!');
    expect(email.html).toContain('ಗೇಟೆಡ್ ಸಮುದಾಯಗಳಲ್ಲಿ ಬಾಡಿಗೆ • ಖರೀದಿ • ಮಾರಾಟ');
    expect(email.text).toMatch(/^ನಮಸ್ಕಾರ Asha,\n\nನಿಮ್ಮ ಭೇಟಿ ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ\./);
    expect(email.text).toContain(`ಸೊಸೈಟಿ: ${societyName}`);
    expect(email.text).toContain('ಬಾಡಿಗೆಗೆ'); // '<home> for rent'
    expect(email.text).toContain(`/kn/society-visits/${societyId}`);
    expect(email.text).not.toContain('Hi Asha');
    // The invite's long lines are folded (RFC 5545): read them unfolded.
    const invite = email.attachments!.find((file) => file.filename === 'visit.ics')!.content.replace(/\r?\n[ \t]/g, '');
    expect(invite).toContain('ಮನೆ ಭೇಟಿ');
    expect(invite).toContain(`/kn/society-visits/${societyId}`);
    expect(whatsapp!.body).toContain('ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ');
    expect(whatsapp!.body).toContain('ಗೇಟ್ ಪಾಸ್:');
  });

  test('a person who never chose gets exactly the English confirmation of before', async () => {
    const { start, visitId } = await bookedVisit('visit-en', null, 50);
    await clearJobs();
    await sendVisitConfirmation(visitId);
    const { email, whatsapp } = await deliveries();
    expect(email.subject).toBe(`Visit booked: ${societyName}, ${formatIndiaDate(start)} at ${formatIndiaTime(start)}`);
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain('Rent • Buy • Sell in Gated Societies');
    expect(email.text).toMatch(/^Hi Asha,\n\nYour visit is booked\. The door will be unlocked for you\.\n\nSociety: /);
    expect(email.text).toContain('Property: Home for rent');
    expect(email.text).toContain(`Your visits: http://localhost:3000/society-visits/${societyId}\n`);
    const invite = email.attachments!.find((file) => file.filename === 'visit.ics')!.content;
    expect(invite).toContain(`Property visit: ${societyName}`);
    expect(whatsapp!.body).toMatch(new RegExp(`^GHomes: your visit to Home for rent at ${societyName} is booked for `));
  });

  test('the cancellation of a Kannada reader’s visit is in Kannada, and its link opens the Kannada society page', async () => {
    const { person, start, visitId } = await bookedVisit('cancel-kn', 'kn', 52);
    await clearJobs();
    const response = await callRoute(cancelVisitRoute as Handler, `/api/visits/${visitId}/cancel`, { method: 'POST', cookie: person.cookie, params: { visitId } });
    expect(response.status).toBe(200);
    await runDueJobs(database.url(), ['send-message']);
    const { email, whatsapp } = await deliveries();
    expect(email.subject).toBe(`ಭೇಟಿ ರದ್ದಾಗಿದೆ: ${societyName}`);
    expect(email.html).toContain('ನಿಮ್ಮ ಭೇಟಿ ರದ್ದಾಗಿದೆ');
    expect(email.text).toContain(formatIndiaDateIn('kn', start));
    expect(email.text).toContain(`http://localhost:3000/kn/society/${societyId}/properties`);
    expect(whatsapp!.body).toContain('ರದ್ದಾಗಿದೆ');
    // Its notification (queued only when push is configured) reads the same way.
    expect(cancelledPush({ societyName, visitStart: start, locale: 'kn' }).title).toBe(`ಭೇಟಿ ರದ್ದಾಗಿದೆ: ${societyName}`);
  });

  test('the cancellation of an English reader’s visit reads as before', async () => {
    const { person, visitId } = await bookedVisit('cancel-en', null, 54);
    await clearJobs();
    await callRoute(cancelVisitRoute as Handler, `/api/visits/${visitId}/cancel`, { method: 'POST', cookie: person.cookie, params: { visitId } });
    await runDueJobs(database.url(), ['send-message']);
    const { email } = await deliveries();
    expect(email.subject).toBe(`Visit cancelled: ${societyName}`);
    expect(email.text).toMatch(/^Hi Asha,\n\nYour visit to .* \(India time\) is cancelled\.\nThe slot is free again\./);
    expect(email.text).toContain(`http://localhost:3000/society/${societyId}/properties`);
  });
});
