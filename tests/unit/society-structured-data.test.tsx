/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
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

function scripts(detail: SocietyDetail): { raw: string[]; parsed: Record<string, unknown>[] } {
  const path = '/society/x';
  const html = renderToStaticMarkup(
    <SocietyStructuredData society={detail} crumbs={societyCrumbs(detail, path)} siteUrl={SITE} canonicalPath={path} description="About it" />,
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
