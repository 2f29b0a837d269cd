import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { formatIndiaMomentIn } from '@/lib/time/india-locale';
import { formatPassCode } from '@/lib/visits/gate-pass';
import { translatorFor } from '@/server/i18n/translator';

// The notification texts of the visit messages (the e-mail and WhatsApp say more; a notification is a glance), in
// the person's language (profiles.language; English until chosen).

const pushCopy = (locale: Locale) => translatorFor(locale, 'notifications.tenant.push');

export function reminderPush(input: { societyName: string; propertyName: string; visitStart: Date; passCode: string; locale?: Locale }, kind: '24h' | '2h') {
  const locale = input.locale ?? 'en';
  const t = pushCopy(locale);
  return {
    locale,
    title: t('reminderTitle', { when: translatorFor(locale, 'notifications.tenant.visit')(kind === '24h' ? 'whenTomorrow' : 'whenIn2Hours'), society: input.societyName }),
    body: t('reminderBody', { home: input.propertyName, moment: formatIndiaMomentIn(locale, input.visitStart), code: formatPassCode(input.passCode) }),
  };
}

export function rescheduledPush(input: { societyName: string; visitStart: Date; locale?: Locale }) {
  const locale = input.locale ?? 'en';
  const t = pushCopy(locale);
  return { locale, title: t('rescheduledTitle', { society: input.societyName }), body: t('rescheduledBody', { moment: formatIndiaMomentIn(locale, input.visitStart) }) };
}

export function cancelledPush(input: { societyName: string; visitStart: Date; locale?: Locale }) {
  const locale = input.locale ?? 'en';
  const t = pushCopy(locale);
  return { locale, title: t('cancelledTitle', { society: input.societyName }), body: t('cancelledBody', { moment: formatIndiaMomentIn(locale, input.visitStart) }) };
}
