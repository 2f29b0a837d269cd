// What server components import as 'next-intl' in a production build (next.config.mjs points the bare name here):
// next-intl's own server entry also re-exports NextIntlClientProvider, a client component, so every page that
// imported a hook from it carried that provider's code in its first-view script (1.2 KiB), unused, since client
// components read their texts through components/i18n. These are the same two hooks from next-intl's files.
export { default as useLocale } from 'next-intl-react-server/useLocale.js';
export { default as useTranslations } from 'next-intl-react-server/useTranslations.js';
