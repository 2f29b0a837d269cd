/** @jest-environment node */
// The API's refusals in the reader's language (server/i18n/api-messages.ts): an English message the `apiErrors`
// namespace holds comes back in Kannada or Hindi, its numbers kept; English and unknown messages come back as they
// were; the namespace's English values are the messages the code really has; and the messages screens already read
// in their own language by their English words are not in it (translating them would break those screens).
import { apiMessageKey, localizedApiMessage } from '@/server/i18n/api-messages';
import english from '@/lib/i18n/messages/en/apiErrors.json';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE } from '@/lib/saved-searches/limit';
import { OFFER_CREDITS, OFFER_PLAN_MESSAGE } from '@/lib/tenant/credits';
import { HEART_NOT_FOUND } from '@/lib/validation/hearts';
import { SAVED_SEARCH_NAME_MESSAGES, SAVED_SEARCH_NOT_FOUND } from '@/lib/validation/saved-search';
import { tenantProfileMessages } from '@/lib/validation/tenant-profile';
import { conditionReportMessages } from '@/lib/validation/condition-reports';
import { depositMessages } from '@/lib/validation/deposits';
import { visitUpdateMessages } from '@/lib/validation/visit-update';
import { brokerReportMessages } from '@/lib/validation/broker-reports';
import { homeSubmissionMessages } from '@/lib/validation/home-submission';
import { ownerAccountMessages } from '@/lib/validation/owner-account';
import { offerMessages } from '@/lib/validation/offer';
import { phoneVerificationMessages } from '@/lib/validation/phone-verification';
import { authMessages } from '@/lib/validation/auth';
import { contactMessages } from '@/lib/validation/contact';
import { leadMessages } from '@/lib/validation/leads';
import { privacyMessages } from '@/lib/privacy/messages';
import { consentMessages } from '@/lib/privacy/consents';
import { UPLOAD_REFUSALS } from '@/lib/uploads';
import { PASS_REFUSALS } from '@/lib/visits/gate-pass';
import { RESCHEDULE_REFUSALS } from '@/lib/visits/reschedule';
import { BOOKING_WINDOW_DAYS, SLOT_RULE_MESSAGES } from '@/lib/visits/slots';
import { BOOKING_MESSAGES } from '@/lib/validation/visits';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/server/db/unavailable';
import { forbidden, notFound, unauthorized } from '@/server/http/errors';

test('a message of the namespace reads in Kannada and Hindi; English gets it unchanged', () => {
  expect(localizedApiMessage(HEART_NOT_FOUND, 'kn')).toBe('ಮನೆ ಸಿಗಲಿಲ್ಲ');
  expect(localizedApiMessage(HEART_NOT_FOUND, 'hi')).toBe('घर नहीं मिला');
  expect(localizedApiMessage(HEART_NOT_FOUND, 'en')).toBe('Home not found');
  expect(localizedApiMessage(DATABASE_UNAVAILABLE_MESSAGE, 'hi')).toBe('सेवा अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें।');
});

test('a message with a number is matched by its pattern and keeps the number', () => {
  expect(localizedApiMessage('For security purposes, you can only request this after 37 seconds.', 'kn')).toBe('ಸುರಕ್ಷತೆಗಾಗಿ, 37 ಸೆಕೆಂಡುಗಳ ನಂತರವೇ ಇದನ್ನು ಮತ್ತೆ ಕೇಳಬಹುದು.');
  expect(localizedApiMessage('Please wait 45 seconds before requesting another OTP.', 'hi')).toBe('दूसरा OTP माँगने से पहले कृपया 45 सेकंड रुकें।');
  expect(localizedApiMessage(SAVED_SEARCH_LIMIT_MESSAGE, 'hi')).toContain(`ज़्यादा से ज़्यादा ${SAVED_SEARCH_LIMIT} खोजें`);
  expect(localizedApiMessage(homeSubmissionMessages.needPhotos(4), 'kn')).toBe('ಮನೆಯ ಕನಿಷ್ಠ 4 ಫೋಟೋಗಳನ್ನು ಸೇರಿಸಿ.');
  // 'home' and 'homes' are two messages, each with its own words.
  expect(apiMessageKey(homeSubmissionMessages.homeLimit(1))?.key).toBe('homes.limitOne');
  expect(apiMessageKey(homeSubmissionMessages.homeLimit(3))).toEqual({ key: 'homes.limitOther', values: { count: '3' } });
  // The pattern takes a number only: other words in its place are not the message.
  expect(localizedApiMessage('Please wait soon seconds before requesting another OTP.', 'kn')).toBe('Please wait soon seconds before requesting another OTP.');
});

test('a message the namespace does not hold stays as it is', () => {
  expect(localizedApiMessage('Some new refusal nobody translated yet.', 'kn')).toBe('Some new refusal nobody translated yet.');
  expect(localizedApiMessage('Home not found.', 'hi')).toBe('Home not found.');
});

test('every English value is a message the code has: the exported constants map to their keys', () => {
  const keyOf = (message: string) => apiMessageKey(message)?.key;
  expect(keyOf(unauthorized().message)).toBe('common.signIn');
  expect(keyOf(notFound().message)).toBe('common.notFound');
  expect(keyOf(forbidden().message)).toBe('common.forbidden');
  expect(keyOf(DATABASE_UNAVAILABLE_MESSAGE)).toBe('common.unavailable');
  expect(keyOf(HEART_NOT_FOUND)).toBe('shortlist.homeNotFound');
  expect(keyOf(SAVED_SEARCH_NOT_FOUND)).toBe('savedSearches.notFound');
  expect(apiMessageKey(SAVED_SEARCH_LIMIT_MESSAGE)).toEqual({ key: 'savedSearches.limit', values: { count: String(SAVED_SEARCH_LIMIT) } });
  expect(apiMessageKey(OFFER_PLAN_MESSAGE)).toEqual({ key: 'offers.needPlan', values: { count: String(OFFER_CREDITS.free) } });
  expect(keyOf(offerMessages.missingInformation)).toBe('offers.missingInformation');
  expect(keyOf(phoneVerificationMessages.onlyIndia)).toBe('whatsapp.onlyIndia');
  expect(keyOf(phoneVerificationMessages.takenByAnother)).toBe('whatsapp.takenByAnother');
  expect(keyOf(privacyMessages.linkGone)).toBe('privacy.downloadLinkGone');
  expect(keyOf(privacyMessages.undoGone)).toBe('privacy.undoLinkGone');
  expect(keyOf(consentMessages.verified_whatsapp_number)).toBe('privacy.whatsappFirst');
  expect(keyOf(ownerAccountMessages.recordTaken)).toBe('ownerAccount.recordTaken');
  expect(keyOf(ownerAccountMessages.otherRecord)).toBe('ownerAccount.otherRecord');
  expect(keyOf(brokerReportMessages.listingNotFound)).toBe('brokerReports.listingGone');
  expect(keyOf(brokerReportMessages.signIn)).toBe('brokerReports.signIn');
  expect(keyOf(brokerReportMessages.tooMany)).toBe('brokerReports.tooMany');
  expect(apiMessageKey(homeSubmissionMessages.tooManyPhotos(20))).toEqual({ key: 'homes.tooManyPhotos', values: { count: '20' } });
  for (const refusal of Object.values(RESCHEDULE_REFUSALS)) expect(keyOf(refusal.message)).toMatch(/^visits\./);
  for (const message of Object.values(SLOT_RULE_MESSAGES)) expect(keyOf(message)).toMatch(/^visits\./);
  expect(apiMessageKey(SLOT_RULE_MESSAGES.outside_window)?.values).toEqual({ days: String(BOOKING_WINDOW_DAYS) });
});

test('the zod messages of the schemas whose forms show them as they come are in the namespace, their limits kept', () => {
  const keyOf = (message: string) => apiMessageKey(message)?.key;
  for (const message of Object.values(offerMessages)) expect(keyOf(message)).toMatch(/^(validation|offers)\./);
  for (const message of Object.values(SAVED_SEARCH_NAME_MESSAGES)) expect(keyOf(message)).toMatch(/^validation\./);
  for (const message of Object.values(visitUpdateMessages)) expect(keyOf(message)).toMatch(/^validation\./);
  expect(keyOf(brokerReportMessages.reasonRequired)).toBe('validation.brokerReasonRequired');
  expect(localizedApiMessage(brokerReportMessages.detailsTooLong, 'kn')).toBe('ದಯವಿಟ್ಟು ವಿವರಗಳನ್ನು 500 ಅಕ್ಷರಗಳೊಳಗೆ ಬರೆಯಿರಿ.');
  expect(localizedApiMessage(offerMessages.messageTooLong, 'hi')).toBe('अपना संदेश 1000 अक्षरों से कम में लिखें');
  // The offer's message limit is written out: the contact form's 'under 2000 characters' is the same words with
  // another number, and that form reads its own by them.
  expect(apiMessageKey(contactMessages.messageTooLong)).toBeNull();
});

test('the messages screens read by their English words are not in the namespace', () => {
  const mappedOnScreens = [
    // The add-a-home form (components/owners/submissions/known-text.ts) and the tenancy screens.
    ...Object.values(UPLOAD_REFUSALS),
    homeSubmissionMessages.chooseSociety,
    homeSubmissionMessages.brokerage,
    homeSubmissionMessages.duplicate,
    homeSubmissionMessages.notEditable,
    homeSubmissionMessages.needDocument,
    // The security desk (components/gate/gate-desk-api.ts).
    ...Object.values(PASS_REFUSALS).map((refusal) => refusal.message),
    'Society not found',
    // The owner's claim form, the auth forms, the contact form.
    ownerAccountMessages.invalidPhone,
    ownerAccountMessages.invalidOtp,
    leadMessages.invalidPhone,
    ...Object.values(authMessages),
    ...Object.values(contactMessages),
    ...Object.values(tenantProfileMessages),
    // The schemas' bounds, which the add-a-home form and the tenancy screens read by their words.
    'Expected a whole number',
    'At most 20 characters',
    'Must be at least 100',
    // The tenancy screens (components/tenancies/tenancy-texts.ts), which owners' device codes share.
    ...Object.values(conditionReportMessages),
    ...Object.values(depositMessages),
    'Too many codes were asked for in the last hour. Please try again later.',
    'A code was sent a moment ago. You can ask for another after 30 seconds.',
    'The code is incorrect or has expired.',
    // The booking sheet tells a buyer's credits from a tenant's by the words; the cancel dialog reads 'This visit ...'.
    BOOKING_MESSAGES.creditsUsedUp('rental'),
    BOOKING_MESSAGES.creditsUsedUp('buyer'),
    'This visit has already ended or was cancelled.',
  ].filter((message): message is string => typeof message === 'string');
  for (const message of mappedOnScreens) expect([message, apiMessageKey(message)]).toEqual([message, null]);
});

test('the namespace has each English message once', () => {
  const leaves = (tree: object): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)));
  const values = leaves(english);
  expect(values.length).toBe(new Set(values).size);
});
