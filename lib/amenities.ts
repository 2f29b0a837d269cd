// Amenity and utility flags of a society (spec: societies-and-tenant-area.md section 3).
// The keys are column names of gated_societies; labels and groups are what people read (English here, every
// language in the `facts` messages: featureLabel and amenityGroupTitle with a translate function).
import type { FactsTranslate } from '@/lib/societies/facts-copy';

export const AMENITY_GROUPS = [
  {
    id: 'buildingAccess',
    title: 'Building & Access',
    keys: ['lift', 'service_lift', 'tower_entrance_lobby', 'intercom', 'power_backup_lift', 'visitor_parking'],
  },
  { id: 'convenience', title: 'Convenience', keys: ['grocery_shop', 'healthcare_clinic', 'pharmacy', 'cafe'] },
  {
    id: 'fitness',
    title: 'Fitness & Wellness',
    keys: ['gym', 'yoga_meditation_area', 'steam_sauna_room', 'swimming_pool', 'walking_jogging_track'],
  },
  {
    id: 'clubhouse',
    title: 'Clubhouse & Leisure',
    keys: ['club_house', 'library', 'indoor_games', 'table_tennis', 'billiards', 'mini_theatre', 'banquet_hall', 'amphitheatre'],
  },
  {
    id: 'sports',
    title: 'Sports',
    keys: ['squash_court', 'cricket_pitch', 'badminton_court', 'basketball_court', 'skating_rink', 'volley_ball_court', 'lawn_tennis_court'],
  },
  { id: 'family', title: 'Family & Community', keys: ['kids_play_area', 'pet_parks', 'senior_citizen_sitout'] },
] as const;

export type AmenityKey = (typeof AMENITY_GROUPS)[number]['keys'][number];
export const AMENITY_KEYS: readonly AmenityKey[] = AMENITY_GROUPS.flatMap((group) => group.keys);

export const UTILITY_KEYS = ['power_backup_24_7', 'ev_charging', 'pipeline_gas', 'centralized_dth', 'waste_disposal'] as const;
export type UtilityKey = (typeof UTILITY_KEYS)[number];

/** The ten keys the search filter panel offers (discovery-and-login.md section 3). */
export const FILTER_AMENITY_KEYS = [
  'power_backup_24_7',
  'ev_charging',
  'pipeline_gas',
  'gym',
  'swimming_pool',
  'kids_play_area',
  'pet_parks',
  'service_lift',
  'badminton_court',
  'lawn_tennis_court',
] as const;
export type FilterAmenityKey = (typeof FILTER_AMENITY_KEYS)[number];

export const FEATURE_LABELS: Record<AmenityKey | UtilityKey, string> = {
  lift: 'Lift',
  service_lift: 'Service Lift',
  tower_entrance_lobby: 'Tower Entrance Lobby',
  intercom: 'Intercom',
  power_backup_lift: 'Power Backup for Lifts',
  visitor_parking: 'Visitor Parking',
  grocery_shop: 'Grocery Shop',
  healthcare_clinic: 'Healthcare Clinic',
  pharmacy: 'Pharmacy',
  cafe: 'Cafe',
  gym: 'Gym',
  yoga_meditation_area: 'Yoga & Meditation Area',
  steam_sauna_room: 'Steam & Sauna Room',
  club_house: 'Club House',
  library: 'Library',
  indoor_games: 'Indoor Games',
  table_tennis: 'Table Tennis',
  billiards: 'Billiards',
  squash_court: 'Squash Court',
  mini_theatre: 'Mini Theatre',
  swimming_pool: 'Swimming Pool',
  kids_play_area: 'Kids Play Area',
  walking_jogging_track: 'Walking & Jogging Track',
  cricket_pitch: 'Cricket Pitch',
  badminton_court: 'Badminton Court',
  basketball_court: 'Basketball Court',
  skating_rink: 'Skating Rink',
  volley_ball_court: 'Volleyball Court',
  lawn_tennis_court: 'Lawn Tennis Court',
  pet_parks: 'Pet Park',
  banquet_hall: 'Banquet Hall',
  amphitheatre: 'Amphitheatre',
  senior_citizen_sitout: 'Senior Citizen Sit-out',
  power_backup_24_7: '24/7 Power Backup',
  ev_charging: 'EV Charging',
  pipeline_gas: 'Pipeline Gas',
  centralized_dth: 'Centralized DTH',
  waste_disposal: 'Waste Disposal',
};

/** An amenity's or utility's label: English, or the page's language through its `facts` translate function. */
export function featureLabel(key: AmenityKey | UtilityKey, t?: FactsTranslate): string {
  return t ? t(`amenities.${key}`) : FEATURE_LABELS[key];
}

/** A group's title ('Building & Access'), in the page's language with a translate function. */
export function amenityGroupTitle(group: (typeof AMENITY_GROUPS)[number], t?: FactsTranslate): string {
  return t ? t(`amenityGroups.${group.id}`) : group.title;
}
