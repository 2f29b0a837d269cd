// The API's refusals arrive in the language of the page that asked (server/i18n/request-language.ts): a Referer
// of this site under /kn or /hi decides, an English page's Referer means English whatever the cookie, without a
// Referer the ghomes-locale cookie decides, and without either it is English. A refusal with a number keeps it;
// the operations desk's routes answer in English whatever the page.
import { POST as postHeart } from '@/app/api/shortlist/hearts/route';
import { POST as saveSearch } from '@/app/api/saved-searches/route';
import { POST as retryJob } from '@/app/api/ops/queue/[jobId]/retry/route';
import { SAVED_SEARCH_LIMIT } from '@/lib/saved-searches/limit';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { getDb } from '@/server/db/client';
import { saved_searches } from '@/server/db/schema';
import { duplicateMessages } from '@/server/auth/registration';
import { whatsAppCodeMessages } from '@/server/auth/whatsapp-codes';
import { apiMessageKey } from '@/server/i18n/api-messages';
import { notFound } from '@/server/http/errors';
import { withErrorMapping, withHandler } from '@/server/http/handler';
import { OFFER_NOT_FOUND } from '@/server/offers/answers';
import { VISIT_NOT_FOUND } from '@/server/visits/service';
import { useTestDatabase } from '../helpers/test-db';
import { callRoute as call, SITE_ORIGIN, type RouteHandler as Handler } from '../helpers/route-call';
import { signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

const NO_SUCH_LISTING = '00000000-0000-4000-8000-000000000000';
const heart = (headers: Record<string, string>, cookie?: string) =>
  call(postHeart as Handler, '/api/shortlist/hearts', { method: 'POST', body: { listing_id: NO_SUCH_LISTING }, cookie, headers });
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;
const withLocale = (cookie: string, locale: string) => `${cookie}; ${LOCALE_COOKIE}=${locale}`;

let person = { id: '', cookie: '' };

beforeAll(async () => {
  person = await signedInPerson('api-language');
});

test('a Kannada or Hindi page gets the refusal in its language; an English page, and a request with neither Referer nor cookie, in English', async () => {
  const kannada = await heart({ referer: `${SITE_ORIGIN}/kn/society/aster-gardens` }, person.cookie);
  expect(kannada.status).toBe(404);
  expect(await errorOf(kannada)).toEqual({ code: 'not_found', message: 'ಮನೆ ಸಿಗಲಿಲ್ಲ' });
  expect(await errorOf(await heart({ referer: `${SITE_ORIGIN}/hi` }, person.cookie))).toEqual({ code: 'not_found', message: 'घर नहीं मिला' });

  // The page's own language wins over the cookie: an English page answers in English.
  expect(await errorOf(await heart({ referer: `${SITE_ORIGIN}/society/aster-gardens` }, withLocale(person.cookie, 'kn')))).toEqual({ code: 'not_found', message: 'Home not found' });
  expect(await errorOf(await heart({}, person.cookie))).toEqual({ code: 'not_found', message: 'Home not found' });

  // Signed out, the 401 of the session check is translated too.
  const signedOut = await heart({ referer: `${SITE_ORIGIN}/kn/shortlisted` });
  expect(signedOut.status).toBe(401);
  expect(await errorOf(signedOut)).toEqual({ code: 'unauthorized', message: 'ನೀವು ಲಾಗಿನ್ ಆಗಿರಬೇಕು.' });
});

test('without a Referer of this site the cookie decides; Accept-Language never does', async () => {
  expect(await errorOf(await heart({}, withLocale(person.cookie, 'hi')))).toEqual({ code: 'not_found', message: 'घर नहीं मिला' });
  expect(await errorOf(await heart({ referer: 'https://elsewhere.example/kn/page' }, withLocale(person.cookie, 'hi')))).toEqual({ code: 'not_found', message: 'घर नहीं मिला' });
  expect(await errorOf(await heart({ referer: 'https://elsewhere.example/kn/page', 'accept-language': 'kn-IN,kn;q=0.9' }, person.cookie))).toEqual({ code: 'not_found', message: 'Home not found' });
  expect(await errorOf(await heart({ 'accept-language': 'hi-IN,hi;q=0.9' }, withLocale(person.cookie, 'fr')))).toEqual({ code: 'not_found', message: 'Home not found' });
  // The cross-site refusal comes before anything else, in the cookie's language.
  const crossSite = await heart({ origin: 'https://elsewhere.example' }, withLocale(person.cookie, 'kn'));
  expect(crossSite.status).toBe(403);
  expect(await errorOf(crossSite)).toEqual({ code: 'forbidden_origin', message: 'ಬೇರೆ ಸೈಟ್‌ನಿಂದ ಬರುವ ವಿನಂತಿಗಳಿಗೆ ಅನುಮತಿ ಇಲ್ಲ.' });
});

test('a refusal with a number keeps it: the saved-search limit', async () => {
  const saver = await signedInPerson('api-language-limit');
  await getDb()
    .insert(saved_searches)
    .values(Array.from({ length: SAVED_SEARCH_LIMIT }, (_, index) => ({ user_id: saver.id, label: `Search ${index}`, query: `type=filtered&maxBudget=${10_000 + index * 1_000}` })));
  const save = (headers: Record<string, string>) => call(saveSearch as Handler, '/api/saved-searches', { method: 'POST', body: { kind: 'search', query: 'type=filtered&maxBudget=999000' }, cookie: saver.cookie, headers });

  const kannada = await save({ referer: `${SITE_ORIGIN}/kn/search?type=filtered` });
  expect(kannada.status).toBe(409);
  expect(await errorOf(kannada)).toEqual({ code: 'saved_search_limit', message: `ನೀವು ${SAVED_SEARCH_LIMIT} ಹುಡುಕಾಟಗಳವರೆಗೆ ಉಳಿಸಬಹುದು. ಇದನ್ನು ಉಳಿಸಲು ‘ಉಳಿಸಿದ ಹುಡುಕಾಟಗಳು’ ಪುಟದಲ್ಲಿ ಒಂದನ್ನು ಅಳಿಸಿ.` });
  expect(await errorOf(await save({ referer: `${SITE_ORIGIN}/search?type=filtered` }))).toEqual({
    code: 'saved_search_limit',
    message: `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Remove one on the Saved searches page to save this one.`,
  });
});

test('the operations desk answers in English whatever the page', async () => {
  const desk = await call(retryJob as Handler, '/api/ops/queue/12345/retry', {
    method: 'POST',
    params: { jobId: '12345' },
    cookie: withLocale(person.cookie, 'kn'),
    headers: { referer: `${SITE_ORIGIN}/kn/ops/queue` },
  });
  expect(desk.status).toBe(404);
  expect(await errorOf(desk)).toEqual({ code: 'not_found', message: 'Not found' });
});

test("a route with answers of its own shape (withErrorMapping) and one with its own error JSON (errorBody) answer in the page's language too", async () => {
  const refuse = () => {
    throw notFound('Home not found');
  };
  const mapped = withErrorMapping(refuse);
  const ownShape = withHandler({ errorBody: ({ code, message }) => ({ success: false, message, error: { code, message } }) }, refuse);
  const kannadaPage = { referer: `${SITE_ORIGIN}/kn/owner/homes` };
  expect(await errorOf(await call(mapped as Handler, '/api/example', { headers: kannadaPage }))).toEqual({ code: 'not_found', message: 'ಮನೆ ಸಿಗಲಿಲ್ಲ' });
  expect(await (await call(ownShape as Handler, '/api/example', { headers: { referer: `${SITE_ORIGIN}/hi` } })).json()).toEqual({
    success: false,
    message: 'घर नहीं मिला',
    error: { code: 'not_found', message: 'घर नहीं मिला' },
  });
  expect(await (await call(ownShape as Handler, '/api/example')).json()).toEqual({ success: false, message: 'Home not found', error: { code: 'not_found', message: 'Home not found' } });
});

test("the server's own refusal constants are the namespace's English words", () => {
  expect(apiMessageKey(whatsAppCodeMessages.invalidCode)?.key).toBe('whatsapp.invalidCode');
  expect(apiMessageKey(whatsAppCodeMessages.sendFailed)?.key).toBe('whatsapp.sendFailed');
  expect(apiMessageKey(whatsAppCodeMessages.tooManyAttempts)?.key).toBe('whatsapp.tooManyAttempts');
  expect(apiMessageKey(duplicateMessages.email_exists)?.key).toBe('auth.emailExists');
  expect(apiMessageKey(duplicateMessages.phone_exists)?.key).toBe('auth.phoneExists');
  expect(apiMessageKey(OFFER_NOT_FOUND)?.key).toBe('offers.notFound');
  expect(apiMessageKey(VISIT_NOT_FOUND)?.key).toBe('visits.notFound');
});
