// Every language's messages, one JSON file per namespace in lib/i18n/messages/<locale>/. Server-only: a page in
// one language sends the browser only the namespaces its islands read (components/i18n/client-copy.ts), never
// this catalogue. A new namespace is a file in each language's folder and a line in each object below.
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import enAuth from '@/lib/i18n/messages/en/auth.json';
import enCommon from '@/lib/i18n/messages/en/common.json';
import enGate from '@/lib/i18n/messages/en/gate.json';
import enHome from '@/lib/i18n/messages/en/home.json';
import enListings from '@/lib/i18n/messages/en/listings.json';
import enOffers from '@/lib/i18n/messages/en/offers.json';
import enOwners from '@/lib/i18n/messages/en/owners.json';
import enSearch from '@/lib/i18n/messages/en/search.json';
import enSociety from '@/lib/i18n/messages/en/society.json';
import enVisits from '@/lib/i18n/messages/en/visits.json';
import hiAuth from '@/lib/i18n/messages/hi/auth.json';
import hiCommon from '@/lib/i18n/messages/hi/common.json';
import hiGate from '@/lib/i18n/messages/hi/gate.json';
import hiHome from '@/lib/i18n/messages/hi/home.json';
import hiListings from '@/lib/i18n/messages/hi/listings.json';
import hiOffers from '@/lib/i18n/messages/hi/offers.json';
import hiOwners from '@/lib/i18n/messages/hi/owners.json';
import hiSearch from '@/lib/i18n/messages/hi/search.json';
import hiSociety from '@/lib/i18n/messages/hi/society.json';
import hiVisits from '@/lib/i18n/messages/hi/visits.json';
import knAuth from '@/lib/i18n/messages/kn/auth.json';
import knCommon from '@/lib/i18n/messages/kn/common.json';
import knGate from '@/lib/i18n/messages/kn/gate.json';
import knHome from '@/lib/i18n/messages/kn/home.json';
import knListings from '@/lib/i18n/messages/kn/listings.json';
import knOffers from '@/lib/i18n/messages/kn/offers.json';
import knOwners from '@/lib/i18n/messages/kn/owners.json';
import knSearch from '@/lib/i18n/messages/kn/search.json';
import knSociety from '@/lib/i18n/messages/kn/society.json';
import knVisits from '@/lib/i18n/messages/kn/visits.json';

export const ENGLISH_MESSAGES = { common: enCommon, home: enHome, search: enSearch, society: enSociety, listings: enListings, visits: enVisits, auth: enAuth, gate: enGate, owners: enOwners, offers: enOffers };

export type Messages = typeof ENGLISH_MESSAGES;
export type Namespace = keyof Messages;

/** Kannada and Hindi are held to English's shape by the type (and, for missing or empty keys, by a unit test). */
const CATALOGUE: Readonly<Record<Locale, Messages>> = {
  en: ENGLISH_MESSAGES,
  kn: { common: knCommon, home: knHome, search: knSearch, society: knSociety, listings: knListings, visits: knVisits, auth: knAuth, gate: knGate, owners: knOwners, offers: knOffers },
  hi: { common: hiCommon, home: hiHome, search: hiSearch, society: hiSociety, listings: hiListings, visits: hiVisits, auth: hiAuth, gate: hiGate, owners: hiOwners, offers: hiOffers },
};

export function messagesFor(locale: Locale): Messages {
  return CATALOGUE[locale];
}
