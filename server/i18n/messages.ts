// Every language's messages, one JSON file per namespace in lib/i18n/messages/<locale>/. Server-only: a page in
// one language sends the browser only the namespaces its islands read (components/i18n/client-copy.ts), never
// this catalogue. A new namespace is a file in each language's folder, a line in lib/i18n/english.ts and one in
// each object below.
import 'server-only';
import { ENGLISH_MESSAGES, type Messages } from '@/lib/i18n/english';
import type { Locale } from '@/lib/i18n/locales';
import hiAuth from '@/lib/i18n/messages/hi/auth.json';
import hiCommon from '@/lib/i18n/messages/hi/common.json';
import hiErrors from '@/lib/i18n/messages/hi/errors.json';
import hiGate from '@/lib/i18n/messages/hi/gate.json';
import hiHome from '@/lib/i18n/messages/hi/home.json';
import hiListings from '@/lib/i18n/messages/hi/listings.json';
import hiOffers from '@/lib/i18n/messages/hi/offers.json';
import hiOwners from '@/lib/i18n/messages/hi/owners.json';
import hiSearch from '@/lib/i18n/messages/hi/search.json';
import hiSociety from '@/lib/i18n/messages/hi/society.json';
import hiVisits from '@/lib/i18n/messages/hi/visits.json';
import hiBuilder from '@/lib/i18n/messages/hi/builder.json';
import hiFacts from '@/lib/i18n/messages/hi/facts.json';
import hiTenant from '@/lib/i18n/messages/hi/tenant.json';
import hiTenancy from '@/lib/i18n/messages/hi/tenancy.json';
import hiAccount from '@/lib/i18n/messages/hi/account.json';
import hiInfo from '@/lib/i18n/messages/hi/info.json';
import hiHomes from '@/lib/i18n/messages/hi/homes.json';
import hiNotifications from '@/lib/i18n/messages/hi/notifications.json';
import hiDevice from '@/lib/i18n/messages/hi/device.json';
import hiRelease from '@/lib/i18n/messages/hi/release.json';
import hiHearts from '@/lib/i18n/messages/hi/hearts.json';
import hiSaveSearch from '@/lib/i18n/messages/hi/saveSearch.json';
import hiApiErrors from '@/lib/i18n/messages/hi/apiErrors.json';
import knAuth from '@/lib/i18n/messages/kn/auth.json';
import knCommon from '@/lib/i18n/messages/kn/common.json';
import knErrors from '@/lib/i18n/messages/kn/errors.json';
import knGate from '@/lib/i18n/messages/kn/gate.json';
import knHome from '@/lib/i18n/messages/kn/home.json';
import knListings from '@/lib/i18n/messages/kn/listings.json';
import knOffers from '@/lib/i18n/messages/kn/offers.json';
import knOwners from '@/lib/i18n/messages/kn/owners.json';
import knSearch from '@/lib/i18n/messages/kn/search.json';
import knSociety from '@/lib/i18n/messages/kn/society.json';
import knVisits from '@/lib/i18n/messages/kn/visits.json';
import knBuilder from '@/lib/i18n/messages/kn/builder.json';
import knFacts from '@/lib/i18n/messages/kn/facts.json';
import knTenant from '@/lib/i18n/messages/kn/tenant.json';
import knTenancy from '@/lib/i18n/messages/kn/tenancy.json';
import knAccount from '@/lib/i18n/messages/kn/account.json';
import knInfo from '@/lib/i18n/messages/kn/info.json';
import knHomes from '@/lib/i18n/messages/kn/homes.json';
import knNotifications from '@/lib/i18n/messages/kn/notifications.json';
import knDevice from '@/lib/i18n/messages/kn/device.json';
import knRelease from '@/lib/i18n/messages/kn/release.json';
import knHearts from '@/lib/i18n/messages/kn/hearts.json';
import knSaveSearch from '@/lib/i18n/messages/kn/saveSearch.json';
import knApiErrors from '@/lib/i18n/messages/kn/apiErrors.json';

/** Kannada and Hindi are held to English's shape by the type (and, for missing or empty keys, by a unit test). */
const CATALOGUE: Readonly<Record<Locale, Messages>> = {
  en: ENGLISH_MESSAGES,
  kn: { common: knCommon, errors: knErrors, home: knHome, search: knSearch, society: knSociety, listings: knListings, visits: knVisits, auth: knAuth, gate: knGate, owners: knOwners, offers: knOffers, builder: knBuilder, facts: knFacts, tenant: knTenant, tenancy: knTenancy, account: knAccount, info: knInfo, homes: knHomes, notifications: knNotifications, device: knDevice, release: knRelease, hearts: knHearts, saveSearch: knSaveSearch, apiErrors: knApiErrors },
  hi: { common: hiCommon, errors: hiErrors, home: hiHome, search: hiSearch, society: hiSociety, listings: hiListings, visits: hiVisits, auth: hiAuth, gate: hiGate, owners: hiOwners, offers: hiOffers, builder: hiBuilder, facts: hiFacts, tenant: hiTenant, tenancy: hiTenancy, account: hiAccount, info: hiInfo, homes: hiHomes, notifications: hiNotifications, device: hiDevice, release: hiRelease, hearts: hiHearts, saveSearch: hiSaveSearch, apiErrors: hiApiErrors },
};

export function messagesFor(locale: Locale): Messages {
  return CATALOGUE[locale];
}

export type { Messages, Namespace } from '@/lib/i18n/english';
