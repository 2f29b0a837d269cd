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
import enBuilder from '@/lib/i18n/messages/en/builder.json';
import enFacts from '@/lib/i18n/messages/en/facts.json';
import enTenant from '@/lib/i18n/messages/en/tenant.json';
import enTenancy from '@/lib/i18n/messages/en/tenancy.json';
import enAccount from '@/lib/i18n/messages/en/account.json';
import enInfo from '@/lib/i18n/messages/en/info.json';
import enHomes from '@/lib/i18n/messages/en/homes.json';
import enNotifications from '@/lib/i18n/messages/en/notifications.json';
import enDevice from '@/lib/i18n/messages/en/device.json';
import enRelease from '@/lib/i18n/messages/en/release.json';
import enHearts from '@/lib/i18n/messages/en/hearts.json';
import enSaveSearch from '@/lib/i18n/messages/en/saveSearch.json';
import enApiErrors from '@/lib/i18n/messages/en/apiErrors.json';

export const ENGLISH_MESSAGES = { common: enCommon, errors: enErrors, home: enHome, search: enSearch, society: enSociety, listings: enListings, visits: enVisits, auth: enAuth, gate: enGate, owners: enOwners, offers: enOffers, builder: enBuilder, facts: enFacts, tenant: enTenant, tenancy: enTenancy, account: enAccount, info: enInfo, homes: enHomes, notifications: enNotifications, device: enDevice, release: enRelease, hearts: enHearts, saveSearch: enSaveSearch, apiErrors: enApiErrors };

export type Messages = typeof ENGLISH_MESSAGES;
export type Namespace = keyof Messages;
