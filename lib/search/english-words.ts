// The English 'search' messages lib/search falls back on when a caller gives no page's language (tests, English
// e-mails, the server's English defaults). A module of its own: the browser's first view (the summary sentence)
// reads the page's copy, and this whole copy would otherwise ship with it. A unit test keeps it equal to
// lib/i18n/messages/en/search.json.
import { fill } from '@/lib/i18n/fill';
import type { Translate } from './words';

export const ENGLISH_WORDS = { words: {
  "or": "or",
  "and": "and",
  "in": "in {place}",
  "rules": "that allow {rules}",
  "ruleNames": {
    "bachelors": "bachelors",
    "pets": "pets"
  },
  "homes": {
    "rent": "a {bedrooms} for rent {budget}",
    "sale": "a {bedrooms} for sale {budget}",
    "bedrooms": "{counts} BHK",
    "home": "home",
    "at": "at {amount}",
    "range": "from {min} to {max}",
    "under": "under {amount}",
    "over": "over {amount}"
  },
  "summary": {
    "sentence": "Find {statuses} {categories} {types} projects {builders} {amenities} {homes} {rules} {zone} {text}",
    "builders": "of {names}",
    "amenities": "with {names}",
    "homesWith": "with {homes}",
    "homesAnd": "and {homes}",
    "text": "matching “{text}”"
  },
  "heading": {
    "societies": "Gated societies {rules} {builders} {zone}",
    "kinds": "{kinds} gated societies {rules} {builders} {zone}",
    "by": "by {names}",
    "matching": "Societies {rules} matching “{text}”",
    "all": "All gated societies {rules}",
    "withHomes": "{heading} with {homes}"
  },
  "count": {
    "one": "{count} society found",
    "other": "{count} societies found",
    "first": "Showing the first {count} of {matched} societies"
  },
  "description": {
    "none": "{heading}: none found yet. Search Bangalore's gated communities by name, location or builder.",
    "found": "{heading}: {total} found, with photos, builders, project status and prices of homes for rent and sale in Bangalore."
  },
  "chips": {
    "bhk": "{count} BHK",
    "rentAt": "Rent {amount}",
    "rentRange": "Rent {min} to {max}",
    "rentUnder": "Rent under {amount}",
    "rentOver": "Rent over {amount}",
    "priceAt": "Price {amount}",
    "priceRange": "Price {min} to {max}",
    "priceUnder": "Price under {amount}",
    "priceOver": "Price over {amount}"
  },
  "loosen": {
    "one": "Without ‘{label}’ there is 1 society.",
    "other": "Without ‘{label}’ there are {count} societies."
  },
  "ruleNotes": {
    "societyPets": "The society allows pets",
    "societyBachelors": "The society allows bachelors",
    "homesPetsOne": "1 home here allows pets",
    "homesPetsOther": "{count} homes here allow pets",
    "homesBachelorsOne": "1 home here welcomes bachelors",
    "homesBachelorsOther": "{count} homes here welcome bachelors"
  },
  "card": {
    "from": "From {amount}",
    "fromFor": "From {amount} for {bhk}",
    "rentMonth": "Rent / month",
    "buy": "Buy"
  },
  "zones": {
    "allShort": "All zones"
  },
  "named": {
    "builderHeading": "Gated societies by {name} in Bangalore",
    "placeHeading": "Gated societies in {name}, Bangalore",
    "paged": "{heading} (page {page})",
    "byBuilder": "by {name}",
    "inPlace": "in {name}, Bangalore",
    "none": "Gated societies {where}: none listed yet. Search Bangalore's gated communities by name, location or builder.",
    "countOne": "{count} verified gated society {where}",
    "countOther": "{count} verified gated societies {where}",
    "described": "{counted}: photos, {others}, project status and prices of homes for rent and sale {inKind}.",
    "othersBuilder": "locations",
    "othersPlace": "builders",
    "inKind": {
      "locality": "in this locality",
      "sub-locality": "in this neighbourhood",
      "builder": "in this builder",
      "zone": "in this zone"
    },
    "builderProfile": "{name}: builder profile"
  }
}, values: {
  "Apartment": "Apartment",
  "Villa": "Villa",
  "Under Construction": "Under Construction",
  "Ready to Move-in": "Ready to Move-in",
  "New Launch": "New Launch",
  "Luxury": "Luxury",
  "Ultra Luxury": "Ultra Luxury",
  "Premium": "Premium",
  "Value": "Value",
  "bachelors": "Bachelors allowed",
  "pets": "Pets allowed",
  "power_backup_24_7": "24/7 Power Backup",
  "ev_charging": "EV Charging",
  "pipeline_gas": "Pipeline Gas",
  "gym": "Gym",
  "swimming_pool": "Swimming Pool",
  "kids_play_area": "Kids Play Area",
  "pet_parks": "Pet Park",
  "service_lift": "Service Lift",
  "badminton_court": "Badminton Court",
  "lawn_tennis_court": "Lawn Tennis Court"
} } as const;

function lookup(key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ENGLISH_WORDS);
  if (typeof found !== 'string') throw new Error(`No English search message ${key}`);
  return found;
}

/** The English messages, for callers without a page's language (tests, English e-mails). */
export const englishWords: Translate = (key, values) => fill(lookup(key), values);
