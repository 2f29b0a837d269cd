// The English messages, and so the shape every language's must have (next-intl's key types come from it). Only
// server code and tests import the value: a client component reads the namespaces its server parent hands it
// (components/i18n/copy-scope.tsx) and imports the types alone.
import enAuth from '@/lib/i18n/messages/en/auth.json';
import enCommon from '@/lib/i18n/messages/en/common.json';
import enErrors from '@/lib/i18n/messages/en/errors.json';
import enGate from '@/lib/i18n/messages/en/gate.json';
import enHome from '@/lib/i18n/messages/en/home.json';
import enListings from '@/lib/i18n/messages/en/listings.json';
import enOffers from '@/lib/i18n/messages/en/offers.json';
import enOwners from '@/lib/i18n/messages/en/owners.json';
import enSearch from '@/lib/i18n/messages/en/search.json';
import enSociety from '@/lib/i18n/messages/en/society.json';
import enVisits from '@/lib/i18n/messages/en/visits.json';

export const ENGLISH_MESSAGES = { common: enCommon, errors: enErrors, home: enHome, search: enSearch, society: enSociety, listings: enListings, visits: enVisits, auth: enAuth, gate: enGate, owners: enOwners, offers: enOffers };

export type Messages = typeof ENGLISH_MESSAGES;
export type Namespace = keyof Messages;
