/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { StatedFact } from '@/lib/societies/facts';
import { breadcrumbJsonLd, societyCrumbs, SocietyStructuredData } from '@/components/society/society-structured-data';
import { AMENITY_KEYS, UTILITY_KEYS } from '@/lib/amenities';
import type { SocietyDetail } from '@/server/societies/service';
import type { PropertiesPageData } from '@/server/listings/service';
import { propertiesJsonLd } from '@/components/listings/properties-structured-data';

const SITE = 'https://ghomes.example';

function society(overrides: Partial<SocietyDetail> = {}): SocietyDetail {
  return {
    id: '6d6a7614-6757-49ca-99ff-aaddfccba801',
    name: 'Brigade Orchards - Aspen Block',
    verified: true,
    category: 'Luxury',
    projectType: 'Apartment',
    projectStatus: 'Ready to Move-in',
    projectSize: '12 Acres',
    totalUnits: 1200,
    numberOfFloors: 20,
    completionDate: '2020-01-01',
    bedroomConfigurations: ['2 BHK'],
    projectHighlights: [],
    latitude: 12.97,
    longitude: 77.75,
    brochureUrl: null,
    photos: ['/storage/v1/object/public/societies/a/1.svg', 'https://cdn.example.com/2.jpg'],
    builder: { id: 'b', name: 'Brigade' },
    zone: 'Bengaluru North',
    location: 'Devanahalli',
    subLocation: 'Aerospace Park',
    city: 'Bengaluru',
    amenities: Object.fromEntries(AMENITY_KEYS.map((key) => [key, key === 'gym'])) as SocietyDetail['amenities'],
    utilities: Object.fromEntries(UTILITY_KEYS.map((key) => [key, true])) as SocietyDetail['utilities'],
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function scripts(detail: SocietyDetail, facts: StatedFact[] = [], medians: Record<string, number> = {}): { raw: string[]; parsed: Record<string, unknown>[] } {
  const path = '/society/x';
  const html = renderToStaticMarkup(
    <SocietyStructuredData
      society={detail}
      facts={facts}
      fairRent={{ medians, months: [] }}
      crumbs={societyCrumbs(detail, path)}
      siteUrl={SITE}
      canonicalPath={path}
      description="About it"
    />,
  );
  const raw = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return { raw, parsed: raw.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

test('an ApartmentComplex with name, address, geo, units, amenities, photos and the tour booking page', () => {
  const [complex] = scripts(society()).parsed;
  expect(complex).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ApartmentComplex',
    name: 'Brigade Orchards - Aspen Block',
    url: `${SITE}/society/x`,
    address: { '@type': 'PostalAddress', streetAddress: 'Aerospace Park', addressLocality: 'Devanahalli', addressRegion: 'Karnataka', addressCountry: 'IN' },
    geo: { '@type': 'GeoCoordinates', latitude: 12.97, longitude: 77.75 },
    numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: 1200 },
    image: [`${SITE}/storage/v1/object/public/societies/a/1.svg`, 'https://cdn.example.com/2.jpg'],
    tourBookingPage: `${SITE}/society/6d6a7614-6757-49ca-99ff-aaddfccba801/properties`,
  });
  // What the society has (the gym and every utility), not the amenities it lacks; the photos once, as `image`.
  const features = complex!.amenityFeature as { name: string; value: boolean }[];
  expect(features).toHaveLength(1 + UTILITY_KEYS.length);
  expect(features.every((feature) => feature.value === true)).toBe(true);
  expect(features.map((feature) => feature.name)).toContain('Gym');
  expect(features.map((feature) => feature.name)).not.toContain('Swimming Pool');
  expect(complex).not.toHaveProperty('photo');
});

test('villas are a GatedResidenceCommunity; no coordinates means no geo', () => {
  const [complex] = scripts(society({ projectType: 'Villa', latitude: null, longitude: null })).parsed;
  expect(complex!['@type']).toBe('GatedResidenceCommunity');
  expect(complex).not.toHaveProperty('geo');
});

test('breadcrumb: Home > location (or zone) > society', () => {
  const [, breadcrumb] = scripts(society()).parsed;
  expect(breadcrumb).toEqual(breadcrumbJsonLd(societyCrumbs(society(), '/society/x'), SITE));
  expect((breadcrumb!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Devanahalli', 'Brigade Orchards - Aspen Block']);
  const zoneOnly = societyCrumbs(society({ location: null }), '/society/x');
  expect(zoneOnly.map((crumb) => crumb.name)).toEqual(['Home', 'Bengaluru North', 'Brigade Orchards - Aspen Block']);
});

test("text that could end the script is escaped, and the JSON still parses to the same text", () => {
  const hostile = 'Evil </script><script>alert(1)</script> <!-- Towers';
  const { raw, parsed } = scripts(society({ name: hostile }));
  for (const text of raw) expect(text).not.toContain('<');
  expect(parsed[0]!.name).toBe(hostile);
});

test('properties page: the society with each listing as an Offer (a monthly price for rent), once per listing', () => {
  const listing = { photos: ['/storage/v1/object/public/properties/p/1.svg'], sqft: 1200, bedroom: '2 BHK' };
  const data = {
    society: society(),
    rent: [{ ...listing, id: 'r1', kind: 'rent', rent: 45000 }],
    sale: [{ ...listing, id: 's1', kind: 'sale', price: 12500000 }],
  } as unknown as PropertiesPageData;
  const json = propertiesJsonLd(data, { siteUrl: SITE, path: '/society/x/properties', societyPath: '/society/x', description: 'Homes' });
  expect(json.url).toBe(`${SITE}/society/x/properties`);
  expect(json.makesOffer).toEqual([
    expect.objectContaining({
      '@type': 'Offer',
      url: `${SITE}/society/x/properties#listing-r1`,
      price: 45000,
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 45000, priceCurrency: 'INR', unitCode: 'MON' },
      itemOffered: expect.objectContaining({ floorSize: { '@type': 'QuantitativeValue', value: 1200, unitCode: 'FTK' }, image: `${SITE}/storage/v1/object/public/properties/p/1.svg` }),
    }),
    expect.objectContaining({ '@type': 'Offer', url: `${SITE}/society/x/properties#listing-s1`, price: 12500000, businessFunction: 'http://purl.org/goodrelations/v1#Sell' }),
  ]);
  // The offer's URL is its identity: no `@id` repeating it.
  expect(json.makesOffer[0]).not.toHaveProperty('@id');
});

// The properties schema.org defines for an ApartmentComplex (its own, Residence's and Place's, schema.org 29.x):
// every key of the society's object must be one of them, so a fact never lands on a made-up property.
const APARTMENT_COMPLEX_PROPERTIES = new Set([
  '@context', '@type', '@id',
  // Thing
  'additionalType', 'alternateName', 'description', 'disambiguatingDescription', 'identifier', 'image', 'mainEntityOfPage', 'name', 'potentialAction', 'sameAs', 'subjectOf', 'url',
  // Place
  'additionalProperty', 'address', 'aggregateRating', 'amenityFeature', 'branchCode', 'containedInPlace', 'containsPlace', 'event', 'faxNumber', 'geo',
  'globalLocationNumber', 'hasMap', 'isAccessibleForFree', 'isicV4', 'keywords', 'latitude', 'logo', 'longitude', 'maximumAttendeeCapacity',
  'openingHoursSpecification', 'photo', 'publicAccess', 'review', 'slogan', 'smokingAllowed', 'specialOpeningHoursSpecification', 'telephone', 'tourBookingPage',
  // Residence
  'accommodationFloorPlan',
  // ApartmentComplex
  'numberOfAccommodationUnits', 'numberOfAvailableAccommodationUnits', 'numberOfBedrooms', 'petsAllowed',
]);
const PROPERTY_VALUE_PROPERTIES = new Set(['@type', 'propertyID', 'name', 'value', 'unitText', 'unitCode', 'description', 'minValue', 'maxValue', 'valueReference', 'measurementTechnique']);

const STATED: StatedFact[] = [
  { key: 'pets', value: 'allowed', source: 'association', checkedOn: '2026-10-02' },
  { key: 'who_may_rent', value: 'both', source: 'association', checkedOn: '2026-10-02' },
  { key: 'power_backup', value: 'full', source: 'our_visit', checkedOn: '2026-09-20' },
  { key: 'possession_year', value: '2021', source: 'association', checkedOn: '2026-10-02' },
  { key: 'maintenance_per_sqft', value: '3.5', source: 'association', checkedOn: '2026-10-02' },
];

test('stated facts, rules and usual rents appear under schema.org properties of an ApartmentComplex, with their source', () => {
  const [complex] = scripts(society(), STATED, { '3 BHK': 27.04 }).parsed as [Record<string, unknown>];
  for (const key of Object.keys(complex)) expect(APARTMENT_COMPLEX_PROPERTIES).toContain(key);
  expect(complex.petsAllowed).toBe(true);
  expect(complex.amenityFeature).toContainEqual({ '@type': 'LocationFeatureSpecification', name: 'Power backup', value: 'Full backup for every home', description: 'Checked 20 Sep 2026 on our visit' });
  const values = complex.additionalProperty as Record<string, unknown>[];
  for (const value of values) for (const key of Object.keys(value)) expect(PROPERTY_VALUE_PROPERTIES).toContain(key);
  expect(values).toContainEqual({ '@type': 'PropertyValue', propertyID: 'who_may_rent', name: 'Who may rent', value: 'Families and bachelors', description: 'Checked 2 Oct 2026 with the association' });
  expect(values).toContainEqual(expect.objectContaining({ propertyID: 'possession_year', value: 'Since 2021' }));
  expect(values).toContainEqual(expect.objectContaining({ propertyID: 'usual_rent_per_sqft', name: 'Usual rent per sq ft for a 3 BHK', value: 27, unitText: 'INR per sq ft per month' }));
});

test('nothing stated: no petsAllowed and no additionalProperty (unknown is never guessed)', () => {
  const [complex] = scripts(society()).parsed as [Record<string, unknown>];
  expect(complex).not.toHaveProperty('petsAllowed');
  expect(complex).not.toHaveProperty('additionalProperty');
  const [stated] = scripts(society(), [{ key: 'pets', value: 'not_allowed', source: 'owner', checkedOn: '2026-10-02' }]).parsed as [Record<string, unknown>];
  expect(stated.petsAllowed).toBe(false);
});
