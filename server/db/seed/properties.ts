import 'server-only';
import { FACINGS, FURNISHING, type ProjectCategory } from '@/lib/catalog';
import type { PhotoRef } from '@/lib/photos';
import type { properties } from '@/server/db/schema';
import { PARKING, TOWER_LETTERS } from './data/words';
import { BUCKETS, photoRef, type SeedFile } from './media/files';
import { interiorSvg } from './media/interior-svg';
import { sharedInteriorPaths } from './media/shared-pool';
import { rentListing, saleListing, type ListingKind, type RentListingRow, type SaleListingRow } from './listings';
import { roundTo } from './numbers';
import { Random } from './random';
import { BEDROOM_CONFIGURATIONS, type BedroomName } from './reference';
import type { SocietyPlan } from './societies';

export type PropertyRow = typeof properties.$inferInsert & { id: string };

/** The owner of a seeded home (docs/owners.md): a record with a made-up number in the +91 7xxxxxxxxx range. */
export interface OwnerRow {
  id: string;
  name: string;
  phone: string;
  email: string;
  preferred_channel: 'whatsapp' | 'email';
}

const OWNER_NAMES = ['Ravi Kumar', 'Meena Iyer', 'Suresh Reddy', 'Anita Rao', 'Prakash Shetty', 'Lakshmi Nair', 'Vikram Gowda', 'Deepa Menon', 'Arjun Hegde'];

export interface SocietyProperties {
  owners: OwnerRow[];
  properties: PropertyRow[];
  rentListings: RentListingRow[];
  saleListings: SaleListingRow[];
  /** Interior photos and video thumbnails drawn for this society alone (demo societies only). */
  files: SeedFile[];
}

const SQFT_RANGES: Record<BedroomName, [number, number]> = {
  '1 RK': [350, 480],
  '1 BHK': [550, 750],
  '2 BHK': [1000, 1300],
  '2.5 BHK': [1250, 1500],
  '3 BHK': [1450, 2000],
  '3.5 BHK': [1900, 2500],
  '4 BHK': [2600, 3800],
  '5 BHK': [3800, 6000],
  Penthouse: [4500, 7500],
};
const CATEGORY_SIZE_FACTOR: Record<ProjectCategory, number> = { Value: 0.95, Premium: 1, Luxury: 1.08, 'Ultra Luxury': 1.18 };
const BEDROOM_IDS = new Map<string, number>(BEDROOM_CONFIGURATIONS.map((config) => [config.name, config.id]));

/** About seven homes per society, each with at most one listing (rent or sale), most of them Active. */
export function societyProperties(plan: SocietyPlan, today: Date): SocietyProperties {
  const random = new Random(`properties:${plan.index}`);
  const result: SocietyProperties = { owners: [], properties: [], rentListings: [], saleListings: [], files: [] };
  const count = random.int(5, 9);
  for (let k = 0; k < count; k += 1) {
    const id = random.uuid();
    const ownerId = random.uuid();
    // Unique per society index and home (10 digits, never a real subscriber's 6-9 range).
    const phone = `7${String(plan.index).padStart(8, '0')}${k}`;
    result.owners.push({ id: ownerId, name: OWNER_NAMES[(plan.index + k) % OWNER_NAMES.length]!, phone, email: `owner.${phone}@example.com`, preferred_channel: k % 4 === 3 ? 'email' : 'whatsapp' });
    const configuration = random.pick(plan.configurations);
    const sqft = roundTo(random.int(...SQFT_RANGES[configuration]) * CATEGORY_SIZE_FACTOR[plan.category] * (plan.type === 'Villa' ? 1.5 : 1), 5);
    const floor = plan.type === 'Villa' ? 0 : configuration === 'Penthouse' ? plan.floors : random.chance(0.12) ? 0 : random.int(1, plan.floors - 1);
    const photos = propertyPhotos(plan, id, k, random.int(2, 5), result.files);

    // The first two homes of every society are an Active rental and an Active sale, so no demo page is empty.
    const kind: ListingKind | 'none' = k === 0 ? 'rent' : k === 1 ? 'sale' : random.weighted([['rent', 55], ['sale', 35], ['none', 10]] as const);
    const context = { plan, propertyId: id, ownerId, configuration, bedroomId: BEDROOM_IDS.get(configuration)!, sqft, today, forceActive: k < 2 };
    let currentStatus = 'Occupied';
    if (kind === 'rent') {
      const listing = rentListing(random, context, result.files);
      result.rentListings.push(listing);
      if (listing.listing_status === 'Active') currentStatus = 'Available for Rent';
    } else if (kind === 'sale') {
      const listing = saleListing(random, context, result.files);
      result.saleListings.push(listing);
      if (listing.listing_status === 'Active') currentStatus = 'Available for Sale';
    }

    result.properties.push({
      id,
      society_id: plan.row.id,
      owner_id: ownerId,
      photos,
      facing: random.pick(FACINGS),
      sqft,
      floor_number: floor,
      furnishing: random.pick(FURNISHING),
      bedroom_configuration_id: BEDROOM_IDS.get(configuration)!,
      house_number: houseNumber(plan, random, floor, k),
      property_parking: random.chance(0.1) ? 'Open' : sqft >= 1800 && random.chance(0.7) ? PARKING[1] : PARKING[0],
      current_status: currentStatus,
    });
  }
  return result;
}

function propertyPhotos(plan: SocietyPlan, propertyId: string, k: number, count: number, files: SeedFile[]): PhotoRef[] {
  if (!plan.ownMedia) {
    return sharedInteriorPaths(plan.index * 11 + k, count).map((path) => photoRef(BUCKETS.properties, path));
  }
  return Array.from({ length: count }, (_, n) => {
    const path = `${propertyId}/${n + 1}.svg`;
    files.push({ bucket: BUCKETS.properties, path, contents: interiorSvg(`interior:${propertyId}:${n}`, n % 2 === 0 ? 'living' : 'bedroom') });
    return photoRef(BUCKETS.properties, path);
  });
}

function houseNumber(plan: SocietyPlan, random: Random, floor: number, k: number): string {
  if (plan.type === 'Villa') return `Villa ${random.int(1, 60) * 4 + (k % 4)}`;
  const tower = TOWER_LETTERS[random.int(0, TOWER_LETTERS.length - 1)]!;
  return `${tower}-${floor === 0 ? 'G' : floor}${String(random.int(1, 8)).padStart(2, '0')}`;
}
