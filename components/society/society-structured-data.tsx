import { JsonLdScript } from 'next-seo';
import { cloneElement, type ReactElement } from 'react';
import { AMENITY_KEYS, FEATURE_LABELS, UTILITY_KEYS } from '@/lib/amenities';
import { FAIR_RENT_MONTHS } from '@/lib/societies/fair-rent';
import { statedLines, type StatedFact } from '@/lib/societies/facts';
import type { FairRent } from '@/server/societies/fair-rent';
import type { SocietyDetail } from '@/server/societies/service';
import { SEARCH_KEYS as KEY } from '@/lib/search/url-keys';

// schema.org for a society page, so search engines can show it as a place: the society as an ApartmentComplex
// (villa projects as a GatedResidenceCommunity) and a BreadcrumbList Home > locality > society. Rendered through
// next-seo.

export interface Crumb {
  name: string;
  /** Site-relative path. */
  path: string;
}

/** Home > location (or zone) > society: the same trail for the visible breadcrumb and the JSON-LD. */
export function societyCrumbs(society: Pick<SocietyDetail, 'name' | 'location' | 'zone'>, societyPath: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (society.location) crumbs.push({ name: society.location, path: `/search?${KEY.type}=Location&${KEY.q}=${encodeURIComponent(society.location)}` });
  else if (society.zone) crumbs.push({ name: society.zone, path: `/search?${KEY.type}=filtered&${KEY.zone}=${encodeURIComponent(society.zone)}` });
  crumbs.push({ name: society.name, path: societyPath });
  return crumbs;
}

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

/**
 * The stated facts, rules and usual rents in schema.org terms: `petsAllowed` (ApartmentComplex's own property),
 * power backup as an `amenityFeature`, and the rest as `additionalProperty` PropertyValues (Place's property for
 * values without a property of their own; schema.org has no yearBuilt for a complex, only for an Accommodation).
 * Each PropertyValue says in its description where the value came from and when it was checked.
 */
export function factsJsonLd(facts: readonly StatedFact[], fairRent: Pick<FairRent, 'medians'>) {
  const lines = [...statedLines('facts', facts), ...statedLines('rules', facts)];
  const pets = facts.find((fact) => fact.key === 'pets');
  const power = lines.find((line) => line.key === 'power_backup');
  const properties = [
    ...lines
      .filter((line) => line.key !== 'pets' && line.key !== 'power_backup')
      .map((line) => ({ '@type': 'PropertyValue', propertyID: line.key, name: line.label, value: line.text, description: line.checked })),
    ...Object.entries(fairRent.medians).map(([bedroom, median]) => ({
      '@type': 'PropertyValue',
      propertyID: 'usual_rent_per_sqft',
      name: `Usual rent per sq ft for a ${bedroom}`,
      value: Math.round(median * 10) / 10,
      unitText: 'INR per sq ft per month',
      description: `Median of our listings of the last ${FAIR_RENT_MONTHS} months`,
    })),
  ];
  return {
    ...(pets && { petsAllowed: pets.value === 'allowed' }),
    powerFeature: power ? [{ '@type': 'LocationFeatureSpecification', name: 'Power backup', value: power.text, description: power.checked }] : [],
    ...(properties.length > 0 && { additionalProperty: properties }),
  };
}

export function societyJsonLd(
  society: SocietyDetail,
  options: { siteUrl: string; canonicalPath: string; description: string; facts?: readonly StatedFact[]; fairRent?: Pick<FairRent, 'medians'> },
) {
  const { powerFeature, ...stated } = factsJsonLd(options.facts ?? [], options.fairRent ?? { medians: {} });
  const url = absolute(options.canonicalPath, options.siteUrl);
  const photos = society.photos.map((photo) => absolute(photo, options.siteUrl));
  const hasGeo = society.latitude !== null && society.longitude !== null;
  return {
    '@context': 'https://schema.org',
    '@type': society.projectType === 'Villa' ? 'GatedResidenceCommunity' : 'ApartmentComplex',
    '@id': `${url}#society`,
    name: society.name,
    url,
    description: options.description,
    address: {
      '@type': 'PostalAddress',
      ...(society.subLocation && { streetAddress: society.subLocation }),
      addressLocality: society.location ?? society.city ?? 'Bengaluru',
      addressRegion: 'Karnataka',
      addressCountry: 'IN',
    },
    ...(hasGeo && { geo: { '@type': 'GeoCoordinates', latitude: society.latitude, longitude: society.longitude } }),
    ...(society.totalUnits && {
      numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: society.totalUnits },
    }),
    // What the society has. Listing the other 30-odd as `value: false` told search engines nothing they use and
    // made every society and properties page about 1 KB longer, twice (the HTML and the React payload).
    amenityFeature: [
      ...AMENITY_KEYS.filter((key) => society.amenities[key]).map((key) => ({ '@type': 'LocationFeatureSpecification', name: FEATURE_LABELS[key], value: true })),
      ...UTILITY_KEYS.filter((key) => society.utilities[key]).map((key) => ({ '@type': 'LocationFeatureSpecification', name: FEATURE_LABELS[key], value: true })),
      ...powerFeature,
    ],
    ...stated,
    // `image` alone: a `photo` list of ImageObjects with the same URLs said it twice.
    ...(photos.length > 0 && { image: photos }),
    tourBookingPage: absolute(`/society/${society.id}/properties`, options.siteUrl),
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, siteUrl),
    })),
  };
}

/**
 * next-seo already escapes '</script' and '<!--'; escaping every '<' as \u003c on top (only ever inside
 * JSON strings, so the JSON stays valid) leaves nothing in a society's text that could end the script.
 */
function escapeAllLessThan(script: ReactElement | null): ReactElement | null {
  if (!script) return null;
  const props = script.props as { dangerouslySetInnerHTML?: { __html: string } };
  const html = props.dangerouslySetInnerHTML?.__html;
  if (html === undefined) return script;
  return cloneElement(script as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>, {
    dangerouslySetInnerHTML: { __html: html.replace(/</g, '\\u003c') },
  });
}

interface SocietyStructuredDataProps {
  society: SocietyDetail;
  facts: StatedFact[];
  fairRent: FairRent;
  crumbs: Crumb[];
  siteUrl: string;
  canonicalPath: string;
  description: string;
}

export function SocietyStructuredData({ society, facts, fairRent, crumbs, siteUrl, canonicalPath, description }: SocietyStructuredDataProps) {
  const complex = societyJsonLd(society, { siteUrl, canonicalPath, description, facts, fairRent });
  const breadcrumb = breadcrumbJsonLd(crumbs, siteUrl);
  return (
    <>
      {escapeAllLessThan(JsonLdScript({ data: complex, id: 'society-jsonld', scriptKey: 'society-jsonld' }))}
      {escapeAllLessThan(JsonLdScript({ data: breadcrumb, id: 'breadcrumb-jsonld', scriptKey: 'breadcrumb-jsonld' }))}
    </>
  );
}
