/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { breadcrumbJsonLd, societyCrumbs, SocietyStructuredData } from '@/components/society/society-structured-data';
import { AMENITY_KEYS, UTILITY_KEYS } from '@/lib/amenities';
import type { SocietyDetail } from '@/server/societies/service';

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
  const features = complex!.amenityFeature as { name: string; value: boolean }[];
  expect(features).toHaveLength(38);
  expect(features.find((feature) => feature.name === 'Gym')?.value).toBe(true);
  expect(features.find((feature) => feature.name === 'Swimming Pool')?.value).toBe(false);
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
