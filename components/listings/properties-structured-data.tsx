import { societyJsonLd } from '@/components/society/society-structured-data';
import type { PropertiesPageData } from '@/server/listings/service';
import { listingName } from './property-card';

// schema.org for the properties page: the society as an ApartmentComplex whose Active listings are Offers
// (rent as a monthly price specification, sale as a price), each about an Apartment with its floor size.

export function propertiesJsonLd(data: PropertiesPageData, options: { siteUrl: string; path: string; societyPath: string; description: string }) {
  const url = new URL(options.path, options.siteUrl).toString();
  const complex = societyJsonLd(data.society, { siteUrl: options.siteUrl, canonicalPath: options.societyPath, description: options.description });
  const offer = (listing: PropertiesPageData['rent'][number] | PropertiesPageData['sale'][number]) => ({
    '@type': 'Offer',
    url: `${url}#listing-${listing.id}`,
    name: listingName(listing, data.society.name),
    businessFunction: listing.kind === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    ...(listing.kind === 'rent'
      ? { price: listing.rent, priceSpecification: { '@type': 'UnitPriceSpecification', price: listing.rent, priceCurrency: 'INR', unitCode: 'MON' } }
      : listing.price
        ? { price: listing.price }
        : {}),
    itemOffered: {
      '@type': 'Apartment',
      name: listingName(listing, data.society.name),
      ...(listing.sqft && { floorSize: { '@type': 'QuantitativeValue', value: listing.sqft, unitCode: 'FTK' } }),
      ...(listing.photos[0] && { image: new URL(listing.photos[0], options.siteUrl).toString() }),
    },
  });
  return { ...complex, url, makesOffer: [...data.rent, ...data.sale].map(offer) };
}

export function PropertiesStructuredData(props: { data: PropertiesPageData; siteUrl: string; path: string; societyPath: string; description: string }) {
  const json = JSON.stringify(propertiesJsonLd(props.data, props)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" id="properties-jsonld" dangerouslySetInnerHTML={{ __html: json }} />;
}
