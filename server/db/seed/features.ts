import 'server-only';
import { AMENITY_KEYS, UTILITY_KEYS, type AmenityKey, type UtilityKey } from '@/lib/amenities';
import type { ProjectCategory, ProjectType } from '@/lib/catalog';
import type { Random } from './random';

// Amenity and utility flags: richer categories get more, and the everyday ones are common everywhere.

const BASE_CHANCE: Record<ProjectCategory, number> = { Value: 0.3, Premium: 0.5, Luxury: 0.72, 'Ultra Luxury': 0.88 };

const EVERYDAY = new Set<AmenityKey | UtilityKey>([
  'lift', 'intercom', 'visitor_parking', 'kids_play_area', 'gym', 'club_house', 'swimming_pool',
  'walking_jogging_track', 'power_backup_24_7', 'waste_disposal', 'power_backup_lift',
]);
const UPSCALE = new Set<AmenityKey | UtilityKey>([
  'squash_court', 'mini_theatre', 'steam_sauna_room', 'skating_rink', 'billiards', 'banquet_hall', 'amphitheatre',
  'library', 'ev_charging',
]);
/** Villas have no towers, so nothing that belongs to a tower. */
const TOWER_ONLY = new Set<AmenityKey | UtilityKey>(['lift', 'service_lift', 'tower_entrance_lobby', 'power_backup_lift']);

export type FeatureFlags = Record<AmenityKey | UtilityKey, boolean>;

export function featureFlags(random: Random, category: ProjectCategory, type: ProjectType): FeatureFlags {
  const base = BASE_CHANCE[category];
  const flags = {} as FeatureFlags;
  for (const key of [...AMENITY_KEYS, ...UTILITY_KEYS]) {
    const chance = EVERYDAY.has(key) ? base + 0.3 : UPSCALE.has(key) ? base - 0.2 : base;
    flags[key] = !(type === 'Villa' && TOWER_ONLY.has(key)) && random.chance(chance);
  }
  return flags;
}
