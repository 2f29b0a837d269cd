import 'server-only';
// Vocabularies for generated names and texts. Phrases follow real Bangalore project names.

/** The second half of a society name: "<builder prefix> <phrase>". */
export const NAME_PHRASES = [
  'Lakeside Habitat', 'Cornerstone Utopia', 'Dream Acres', 'Splendour', 'Silver Oak', 'Song of the South',
  'Palm Beach', 'Sunrise Park', 'Misty Woods', 'Jasmine Court', 'Parkview Residency', 'Lake Terraces',
  'Windmills of Your Mind', 'Eden Garden', 'Royal Pavilion', 'Tranquil Heights', 'Green Meadows', 'Skyline Towers',
  'Serenity', 'Aspen Woods', 'Bougainvillea', 'Sapphire Greens', 'Emerald Isle', 'Golden Grand', 'Falcon City',
  'Kingfisher Towers', 'Woodland Retreat', 'Orchid Enclave', 'Riverdale', 'Monarch Residency', 'Park Square',
  'Elan', 'Amber Meadows', 'Lotus Pond', 'Cypress Gardens', 'Banyan Grove', 'Meridian Park', 'Horizon Vista',
  'Garden City', 'Whispering Winds', 'Ivory Tower', 'Crystal Springs', 'Canopy Greens', 'Marigold Residency',
  'Blue Waters', 'Celestial Park', 'Coral Reef', 'Heritage Woods', 'Atmosphere', 'Temple Bells', 'Silver Crest',
  'Summit Heights', 'Valley View', 'Urban Forest', 'Neopolis', 'Solitaire', 'Tropical Greens', 'Water Lily',
  'Evergreen Estates', 'Moonstone', 'Sandalwood Villas', 'Grand Arcadia', 'Lakewoods', 'Highland Park',
  'Pinecrest', 'Sky Gardens', 'Mayflower', 'Raintree Boulevard', 'Oakwood Residences', 'Rosewood Enclave',
  'Bluebell Court', 'Spring Valley', 'Lake Vista', 'Meadow Brook', 'Palm Grove', 'Sunflower Residency',
] as const;

/** Appended in scale mode so that 10,000 names stay unique and still read like real phases. */
export const NAME_SUFFIXES = [
  'Phase 2', 'Phase 3', 'Phase 4', 'Phase 5', 'Block A', 'Block B', 'Block C', 'Block D', 'Tower 1', 'Tower 2',
  'Tower 3', 'Annexe', 'Heights', 'Residences', 'Enclave', 'Grand', 'Elite', 'Signature', 'East Wing', 'West Wing',
  'North Block', 'South Block', 'Premier', 'Classic', 'Plus', 'Select', 'Reserve', 'Crest', 'Court', 'Square',
] as const;

/** Project highlights; {location}, {acres}, {open} and {club} are filled per society. */
export const SOCIETY_HIGHLIGHTS = [
  'Spread across {acres} with about {open}% of the land left as open, landscaped space.',
  'A {club} sq ft clubhouse with a swimming pool, gym and indoor games.',
  'Minutes from the main {location} junction, with schools and hospitals close by.',
  'Rainwater harvesting and a sewage treatment plant keep water bills low.',
  'Three-tier security with CCTV, intercom and access-controlled entrances.',
  'Every home gets cross ventilation and plenty of daylight through wide windows.',
  'A central park with a jogging track, kids\' play area and senior citizens\' sit-out.',
  'Well connected to the Outer Ring Road and the upcoming metro line.',
  'Car-free podium so children can play safely between the towers.',
  'Solar lighting in common areas and EV charging points in the basement.',
  'Daily needs shops, a pharmacy and a cafe inside the community.',
  'Vastu-compliant homes with no two units sharing a common wall.',
] as const;

export const SALE_HIGHLIGHTS = [
  'Corner unit with cross ventilation', 'Park-facing balcony', 'Modular kitchen with chimney and hob',
  'Vastu compliant, east entrance', 'Walking distance to the metro', 'Two covered car parks',
  'Loan approved by major banks', 'Clear title with occupancy certificate', 'Wooden flooring in bedrooms',
  'Pool-facing living room', 'Freshly painted, ready to move in', 'Low maintenance charges',
  'Unobstructed lake view', 'Utility area with washing machine point', 'Servant room with separate entrance',
] as const;

export const OCCUPANCY_STATUSES = ['Vacant', 'Owner Occupied', 'Tenant Occupied'] as const;
export const SALE_PLAN_TYPES = ['Resale', 'Construction Linked Plan', 'Down Payment Plan', 'Subvention Plan'] as const;
export const PARKING = ['1 Covered', '2 Covered', 'Open'] as const;
export const TOWER_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
