// Types next-intl's `t('…')` keys by the English messages, so a missing or misspelt key fails the type check.
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/english';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
