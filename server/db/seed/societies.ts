import 'server-only';
import { PROJECT_STATUSES, PROJECT_TYPES, PROJECT_CATEGORIES, type ProjectCategory, type ProjectStatus, type ProjectType } from '@/lib/catalog';
import type { PhotoRef } from '@/lib/photos';
import { QUICK_CHIPS } from '@/lib/search/filters';
import type { gated_societies } from '@/server/db/schema';
import { NAME_PHRASES, NAME_SUFFIXES, SOCIETY_HIGHLIGHTS } from './data/words';
import { featureFlags } from './features';
import { BUCKETS, photoRef, storedObjectUrl } from './media/files';
import { sharedBrochurePath, sharedExteriorPaths } from './media/shared-pool';
import { Random } from './random';
import { normaliseSearchText } from '@/lib/search/normalise';
import type { BedroomName, BuilderRef, LocationRef, ReferenceData } from './reference';
import { addDays, isoDate } from './dates';

const QUICK_CHIP_BUILDERS = new Set(QUICK_CHIPS.filter((chip) => chip.kind === 'builder').map((chip) => chip.label));

/** The demo set; societies beyond it (scale mode) reuse a shared pool of photos. */
export const DEMO_SOCIETY_COUNT = 96;

export type SocietyRow = typeof gated_societies.$inferInsert & { id: string; name: string };

export interface SocietyPlan {
  index: number;
  row: SocietyRow;
  builder: BuilderRef;
  location: LocationRef;
  type: ProjectType;
  category: ProjectCategory;
  status: ProjectStatus;
  floors: number;
  configurations: BedroomName[];
  /** Set for demo societies, whose photos and brochure are drawn for them alone. */
  ownMedia?: { paletteSeed: number; photoCount: number };
}

// Famous-sounding names at fixed demo positions; two of them exercise the URL rules (a hyphen, a spaced dash).
const FEATURED_PHRASES: Record<number, string> = {
  0: 'Lakeside Habitat',
  1: 'Orchards - Aspen Block',
  2: 'Silicon-Oasis',
  4: 'Splendour',
  17: 'Cornerstone Utopia',
  18: 'Dream Acres',
};

const CONFIGURATIONS: Record<ProjectType, Record<ProjectCategory, BedroomName[]>> = {
  Apartment: {
    Value: ['1 RK', '1 BHK', '2 BHK', '2.5 BHK', '3 BHK'],
    Premium: ['2 BHK', '2.5 BHK', '3 BHK', '3.5 BHK'],
    Luxury: ['3 BHK', '3.5 BHK', '4 BHK'],
    'Ultra Luxury': ['3 BHK', '4 BHK', '5 BHK', 'Penthouse'],
  },
  Villa: {
    Value: ['3 BHK', '4 BHK'],
    Premium: ['3 BHK', '4 BHK'],
    Luxury: ['4 BHK', '5 BHK'],
    'Ultra Luxury': ['4 BHK', '5 BHK'],
  },
};

const FLOOR_RANGES: Record<ProjectCategory, [number, number]> = {
  Value: [10, 16],
  Premium: [12, 24],
  Luxury: [18, 32],
  'Ultra Luxury': [25, 40],
};

/** Generates societies in index order; a name set keeps every name unique, deterministically. */
export class SocietyGenerator {
  private readonly usedNames = new Set<string>();
  private readonly locationOrder: LocationRef[];

  constructor(
    private readonly reference: ReferenceData,
    private readonly today: Date,
  ) {
    // Every locality gets at least one demo society, in a shuffled (but fixed) order.
    this.locationOrder = new Random('location-order').sample(reference.locations, reference.locations.length);
  }

  society(index: number): SocietyPlan {
    const random = new Random(`society:${index}`);
    const builders = this.reference.builders;
    const builder = builders[index % builders.length]!;
    const { type, status, category } = this.kind(index, random);
    const location = this.locationOrder[index] ?? random.pick(this.reference.locations);
    const sub = location.subs.length > 0 && random.chance(0.85) ? random.pick(location.subs) : undefined;
    const isDemo = index < DEMO_SOCIETY_COUNT;
    const id = random.uuid();
    const name = this.uniqueName(index, builder, random);

    const floors = type === 'Villa' ? random.int(2, 3) : random.int(...FLOOR_RANGES[category]);
    const acres = type === 'Villa' ? random.int(15, 120) : random.int(5, 80) / 2;
    const unitsPerAcre = type === 'Villa' ? random.int(5, 9) : category === 'Ultra Luxury' ? random.int(25, 45) : random.int(60, 110);
    const options = CONFIGURATIONS[type][category];
    const configurations = options.filter((_, i) => i === 0 || random.chance(0.7));
    const centre = sub ?? location;
    const hasCoordinates = index < 24 || !random.chance(0.04);
    const photoCount = random.int(3, 6);
    const paletteSeed = random.int(0, 29);

    const photos: PhotoRef[] = isDemo
      ? Array.from({ length: photoCount }, (_, n) => photoRef(BUCKETS.societies, `${id}/${n + 1}.svg`))
      : sharedExteriorPaths(type, index, photoCount).map((path) => photoRef(BUCKETS.societies, path));
    const brochurePath = isDemo ? `${id}.pdf` : sharedBrochurePath();

    const row: SocietyRow = {
      id,
      name,
      name_search: normaliseSearchText(name),
      primary_photo: photos[0]!,
      photo_gallery: photos,
      category,
      project_type: type,
      project_status: status,
      project_size: `${acres} Acres`,
      total_units: Math.max(12, Math.round(acres * unitsPerAcre)),
      number_of_floors: floors,
      completion_date: this.completionDate(status, index, random),
      bedroom_configurations: configurations,
      project_highlights: this.highlights(random, location.name, acres),
      latitude: hasCoordinates ? round6(centre.lat + random.between(-0.008, 0.008)) : null,
      longitude: hasCoordinates ? round6(centre.lng + random.between(-0.008, 0.008)) : null,
      brochure_pdf: index >= 24 && random.chance(0.08) ? null : storedObjectUrl(BUCKETS.brochures, brochurePath),
      builder_id: builder.id,
      location_id: location.id,
      sub_location_id: sub?.id ?? null,
      zone_id: location.zoneId,
      city_id: this.reference.cityId,
      // Quick-chip builders stay verified, so each chip finds societies in the default zone (the draw still happens,
      // so every other society keeps its data).
      status: index >= 24 && random.chance(0.05) && !QUICK_CHIP_BUILDERS.has(builder.name) ? 'unverified' : 'verified',
      ...featureFlags(random, category, type),
    };
    return {
      index, row, builder, location, type, category, status, floors,
      configurations: configurations as BedroomName[],
      ownMedia: isDemo ? { paletteSeed, photoCount } : undefined,
    };
  }

  /**
   * The first 24 demo societies cover every type x status x category; the rest of the demo cycles statuses so
   * each builder (index mod 16) has projects in all three; scale societies draw a realistic mix.
   */
  private kind(index: number, random: Random) {
    if (index < 24) {
      return {
        type: PROJECT_TYPES[index % 2]!,
        status: PROJECT_STATUSES[Math.floor(index / 2) % 3]!,
        category: PROJECT_CATEGORIES[Math.floor(index / 6) % 4]!,
      };
    }
    const type: ProjectType = random.chance(0.2) ? 'Villa' : 'Apartment';
    const status: ProjectStatus =
      index < DEMO_SOCIETY_COUNT
        ? PROJECT_STATUSES[Math.floor(index / 16) % 3]!
        : random.weighted([['Ready to Move-in', 50], ['Under Construction', 35], ['New Launch', 15]] as const);
    const category = random.weighted<ProjectCategory>([['Value', 25], ['Premium', 35], ['Luxury', 25], ['Ultra Luxury', 15]]);
    return { type, status, category };
  }

  private uniqueName(index: number, builder: BuilderRef, random: Random): string {
    const featured = index < DEMO_SOCIETY_COUNT ? FEATURED_PHRASES[index] : undefined;
    const candidates = featured
      ? [`${builder.societyPrefix} ${featured}`]
      : Array.from({ length: 20 }, () => {
          const base = `${builder.societyPrefix} ${random.pick(NAME_PHRASES)}`;
          return index < DEMO_SOCIETY_COUNT ? base : `${base} ${random.pick(NAME_SUFFIXES)}`;
        });
    const name = candidates.find((candidate) => !this.usedNames.has(candidate)) ?? `${candidates[0]} ${index}`;
    this.usedNames.add(name);
    return name;
  }

  private completionDate(status: ProjectStatus, index: number, random: Random): string | null {
    if (index >= 24 && random.chance(0.05)) return null;
    const days =
      status === 'Ready to Move-in' ? -random.int(200, 15 * 365) : status === 'Under Construction' ? random.int(180, 3 * 365) : random.int(2 * 365, 5 * 365);
    return isoDate(addDays(this.today, days));
  }

  private highlights(random: Random, locationName: string, acres: number): string[] {
    return random.sample(SOCIETY_HIGHLIGHTS, random.int(3, 5)).map((template) =>
      template
        .replace('{acres}', `${acres} acres`)
        .replace('{open}', String(random.int(65, 80)))
        .replace('{club}', random.int(20, 90).toLocaleString('en-IN') + ',000')
        .replace('{location}', locationName),
    );
  }
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
