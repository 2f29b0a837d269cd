import 'server-only';
import { eq } from 'drizzle-orm';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import type { Executor } from '@/server/db/client';
import { bedroom_configurations, gated_societies, properties, property_rent_listings } from '@/server/db/schema';
import { rentBedroomJoin } from '@/server/db/home-query';

const l = property_rent_listings;
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * What the owner and tenants are told about one rent listing: society and home, as the owner knows it (`home`,
 * with the unit: 'B-1204 (2 BHK · Semi-Furnished)') and as tenants see it (`publicHome`, no unit).
 */
export async function listingFacts(db: Executor, listingId: string) {
  const [row] = await db
    .select({
      id: l.id,
      societyId: l.society_id,
      status: l.listing_status,
      rent: l.expected_rent,
      lastConfirmedAt: l.last_confirmed_at,
      societyName: gated_societies.name,
      bedroom: bedroom_configurations.name,
      furnishing: properties.furnishing,
      houseNumber: properties.house_number,
      propertyId: properties.id,
    })
    .from(l)
    .innerJoin(properties, eq(properties.id, l.property_id))
    .innerJoin(gated_societies, eq(gated_societies.id, l.society_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(l.id, listingId));
  if (!row) return null;
  const title = homeTitle(row.bedroom, row.furnishing, 'your home');
  return { ...row, home: homeWithUnit(title, row.houseNumber), publicHome: title, rentText: rupees.format(row.rent) };
}
