import 'server-only';
import { randomUUID } from 'node:crypto';
import { builders, cities, locations, sub_locations, zones } from '@/server/db/schema';
import { refuse, type ImportContext } from './context';

// Builders and places are named in a societies file; unknown names are created only with --create-missing
// (never silently), otherwise the row is refused with a message saying how to fix it.

interface Place {
  id: string;
  name: string;
  zoneId?: string | null;
  cityId?: string | null;
  locationId?: string | null;
}

const key = (name: string) => name.trim().toLowerCase();

export class References {
  private constructor(
    private readonly context: ImportContext,
    private readonly maps: Record<'builder' | 'zone' | 'city' | 'location' | 'sub_location', Map<string, Place>>,
  ) {}

  static async load(context: ImportContext): Promise<References> {
    const { db } = context;
    // One client (the file's transaction): one query at a time.
    const builderRows = await db.select({ id: builders.id, name: builders.name }).from(builders);
    const zoneRows = await db.select({ id: zones.id, name: zones.name }).from(zones);
    const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities);
    const locationRows = await db.select({ id: locations.id, name: locations.name, zoneId: locations.zone_id, cityId: locations.city_id }).from(locations);
    const subRows = await db.select({ id: sub_locations.id, name: sub_locations.name, locationId: sub_locations.location_id }).from(sub_locations);
    const index = (rows: Place[]) => new Map(rows.map((row) => [key(row.name), row]));
    return new References(context, {
      builder: index(builderRows),
      zone: index(zoneRows),
      city: index(cityRows),
      location: index(locationRows),
      sub_location: index(subRows),
    });
  }

  find(kind: keyof References['maps'], name: string): Place | undefined {
    return this.maps[kind].get(key(name));
  }

  /**
   * The id of a named builder or place, created when allowed. Undefined (and the row refused) when the name is
   * unknown and --create-missing was not given, or when a new place lacks the parent it needs.
   */
  async resolve(
    kind: 'builder' | 'zone' | 'city' | 'location' | 'sub_location',
    name: string | null,
    line: number,
    parents: { zoneId?: string | null; cityId?: string | null; locationId?: string | null } = {},
  ): Promise<string | null | undefined> {
    if (!name) return null;
    const found = this.find(kind, name);
    if (found) return found.id;
    const label = kind.replace('_', '-');
    if (!this.context.createMissing) {
      refuse(this.context, line, kind, `Unknown ${label} "${name}": add it first, or run the import with --create-missing to create it`);
      return undefined;
    }
    if (kind === 'sub_location' && !parents.locationId) {
      refuse(this.context, line, kind, `A new sub-location needs its location: fill the location column`);
      return undefined;
    }
    const id = randomUUID();
    const { db } = this.context;
    const trimmed = name.trim();
    if (kind === 'builder') await db.insert(builders).values({ id, name: trimmed });
    if (kind === 'zone') await db.insert(zones).values({ id, name: trimmed });
    if (kind === 'city') await db.insert(cities).values({ id, name: trimmed });
    if (kind === 'location') await db.insert(locations).values({ id, name: trimmed, zone_id: parents.zoneId ?? null, city_id: parents.cityId ?? null });
    if (kind === 'sub_location') await db.insert(sub_locations).values({ id, name: trimmed, location_id: parents.locationId! });
    this.maps[kind].set(key(trimmed), { id, name: trimmed, ...parents });
    const counts = this.context.counts.referencesCreated;
    counts[label] = (counts[label] ?? 0) + 1;
    if (kind !== 'builder') this.context.touched.search = true;
    return id;
  }
}
