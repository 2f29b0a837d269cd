// The language an owner's answer carries (docs/i18n.md "Messages in the recipient's language"): a Kannada or Hindi
// page's, which the owner's messages then use. An English page sends none: it is where everyone lands who never
// chose, so an answer there says nothing about the owner's language.
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

export const answerLanguage = (locale: Locale): Locale | undefined => (locale === DEFAULT_LOCALE ? undefined : locale);
