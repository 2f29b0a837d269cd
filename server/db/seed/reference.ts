import 'server-only';
import { BEDROOM_CONFIGURATIONS } from '@/server/db/bedroom-configurations';
import { bedroom_configurations, builders, cities, locations, sub_locations, zones } from '@/server/db/schema';
import { BUILDERS, type BuilderSeed } from './data/builders';
import { CITY_NAME, LOCATIONS, ZONE_NAMES } from './data/places';
import { storedObjectUrl } from './media/files';
import { Random } from './random';
import { normaliseSearchText } from '@/lib/search/normalise';

// The small tables every society points at. Ids come from fixed PRNG streams, so they never change.

export { BEDROOM_CONFIGURATIONS, type BedroomName } from '@/server/db/bedroom-configurations';

export interface SubLocationRef {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export interface LocationRef {
  id: string;
  name: string;
  zoneId: string;
  lat: number;
  lng: number;
  subs: SubLocationRef[];
}

export interface BuilderRef extends BuilderSeed {
  id: string;
}

export interface ReferenceData {
  cityId: string;
  locations: LocationRef[];
  builders: BuilderRef[];
  rows: {
    zones: (typeof zones.$inferInsert)[];
    cities: (typeof cities.$inferInsert)[];
    locations: (typeof locations.$inferInsert)[];
    sub_locations: (typeof sub_locations.$inferInsert)[];
    builders: (typeof builders.$inferInsert)[];
    bedroom_configurations: (typeof bedroom_configurations.$inferInsert)[];
  };
}

export const builderLogoPath = (builderId: string) => `${builderId}.svg`;

export function buildReferenceData(): ReferenceData {
  const random = new Random('places');
  const zoneRows = ZONE_NAMES.map((name) => ({ id: random.uuid(), name, name_search: normaliseSearchText(name) }));
  const cityId = random.uuid();
  const zoneIdByName = new Map(zoneRows.map((zone) => [zone.name, zone.id]));

  const locationRefs: LocationRef[] = LOCATIONS.map((location) => ({
    id: random.uuid(),
    name: location.name,
    zoneId: zoneIdByName.get(location.zone)!,
    lat: location.lat,
    lng: location.lng,
    subs: location.subs.map(([name, lat, lng]) => ({ id: random.uuid(), name, lat, lng })),
  }));

  const builderRandom = new Random('builders');
  const builderRefs: BuilderRef[] = BUILDERS.map((builder) => {
    const generatedId = builderRandom.uuid(); // drawn for every builder so that later ids never shift
    return { ...builder, id: builder.fixedId ?? generatedId };
  });

  return {
    cityId,
    locations: locationRefs,
    builders: builderRefs,
    rows: {
      zones: zoneRows,
      cities: [{ id: cityId, name: CITY_NAME }],
      locations: locationRefs.map((location) => ({ id: location.id, name: location.name, name_search: normaliseSearchText(location.name), zone_id: location.zoneId, city_id: cityId })),
      sub_locations: locationRefs.flatMap((location) =>
        location.subs.map((sub) => ({ id: sub.id, name: sub.name, name_search: normaliseSearchText(sub.name), location_id: location.id })),
      ),
      builders: builderRefs.map((builder) => ({
        id: builder.id,
        name: builder.name,
        name_search: normaliseSearchText(builder.name),
        description: builder.description,
        logo_url: storedObjectUrl('builders', builderLogoPath(builder.id)),
      })),
      bedroom_configurations: BEDROOM_CONFIGURATIONS.map((config) => ({ ...config })),
    },
  };
}
