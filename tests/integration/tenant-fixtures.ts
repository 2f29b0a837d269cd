// Fixtures for the tenant-profile and offer tests: a valid profile payload and an Active rent listing.
import { getDb } from '@/server/db/client';
import { properties, property_rent_listings } from '@/server/db/schema';
import { insertSociety } from './society-fixtures';
import { addCalendarDays, indiaToday } from '@/lib/time/india';

/** A complete, valid profile as the form sends it (name, e-mail and phone are replaced by the account's). */
export function profilePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Forged',
    last_name: 'Name',
    email: 'forged@example.com',
    phone: '9000000000',
    alternative_phone_number: '',
    short_bio: 'Product designer, quiet, no parties.',
    current_residing_city: 'Bangalore',
    occupation: 'Employed (Salaried)',
    employer_name: 'Infosys',
    nature_of_work: '',
    business_name: '',
    google_business_profile_url: '',
    institution_name: 'should be dropped',
    home_state: 'Karnataka',
    linkedin_profile: 'https://www.linkedin.com/in/asha-rao',
    cibil_score: '780',
    tenant_type: 'Family',
    number_of_adults: '2',
    number_of_children: '1',
    total_occupants: '',
    has_pet: false,
    consent_to_bg: true,
    ...overrides,
  };
}

export interface ListingFixture {
  societyId: string;
  propertyId: string;
  listingId: string;
  ownerId: string;
}

export async function insertRentListing(status: 'Active' | 'Inactive' | 'Rented' = 'Active', societyId?: string): Promise<ListingFixture> {
  const society = societyId ?? (await insertSociety());
  const ownerId = crypto.randomUUID();
  const [property] = await getDb()
    .insert(properties)
    .values({ society_id: society, owner_id: ownerId, furnishing: 'Semi-Furnished', sqft: 1200, floor_number: 3 })
    .returning({ id: properties.id });
  const [listing] = await getDb()
    .insert(property_rent_listings)
    .values({ property_id: property!.id, society_id: society, owner_id: ownerId, expected_rent: 42000, expected_deposit: 150000, listing_status: status })
    .returning({ id: property_rent_listings.id });
  return { societyId: society, propertyId: property!.id, listingId: listing!.id, ownerId };
}

/** A yyyy-MM-dd day `days` from India's today. */
export function dayFromToday(days: number): string {
  return addCalendarDays(indiaToday(), days);
}
