import 'server-only';
import { FILTER_BUILDERS } from '@/lib/catalog';

export interface BuilderSeed {
  /** Fixed for the eight filter builders (lib/catalog); derived from the PRNG for the others. */
  fixedId?: string;
  name: string;
  /** How the builder's projects start their names ("Purva Palm Beach", "SNN Raj Serenity"). */
  societyPrefix: string;
  monogram: string;
  colour: string;
  description: string;
}

const fixedId = (name: string) => FILTER_BUILDERS.find((builder) => builder.name === name)?.id;

// The first eight are the filter builders, in lib/catalog order; the demo spreads societies round-robin over
// this list, so each of them gets several projects in every project status.
export const BUILDERS: readonly BuilderSeed[] = [
  {
    name: 'Prestige', societyPrefix: 'Prestige', monogram: 'P', colour: '#1f3a5f',
    description: 'Prestige Group has shaped the Bangalore skyline since 1986 with landmark residential, office and retail projects. Its gated communities are known for large landscaped podiums, generous clubhouses and dependable delivery.',
  },
  {
    name: 'Brigade', societyPrefix: 'Brigade', monogram: 'B', colour: '#b3261e',
    description: 'Brigade Group builds integrated townships and residential enclaves across South India. Its projects pair well-planned homes with schools, retail and hospitality within the same campus.',
  },
  {
    name: 'Sobha', societyPrefix: 'Sobha', monogram: 'S', colour: '#7a5c2e',
    description: 'Sobha is a backward-integrated developer that makes its own glazing, joinery and concrete products. Buyers choose it for finishing quality and quiet, low-density layouts.',
  },
  {
    name: 'Shriram', societyPrefix: 'Shriram', monogram: 'SP', colour: '#0b6e4f',
    description: 'Shriram Properties focuses on mid-market and affordable homes in fast-growing corridors. Its communities offer practical layouts, good amenities and fair prices for first-time buyers.',
  },
  {
    name: 'Godrej', societyPrefix: 'Godrej', monogram: 'G', colour: '#2b6cb0',
    description: 'Godrej Properties brings the trust of the Godrej brand to residential real estate. Its Bangalore projects emphasise green design, open spaces and transparent sales processes.',
  },
  {
    name: 'SNN Estates', societyPrefix: 'SNN Raj', monogram: 'SNN', colour: '#6b2d5c',
    description: 'SNN Estates is a Bangalore developer known for lakeside and greenery-rich apartment communities. Its projects sit close to the city\'s technology corridors.',
  },
  {
    name: 'Purvankara', societyPrefix: 'Purva', monogram: 'PV', colour: '#c05621',
    description: 'Purvankara has delivered homes in Bangalore for over four decades, from value housing to premium towers. Its Purva-branded communities are large, amenity-rich and close to employment hubs.',
  },
  {
    name: 'Sattva', societyPrefix: 'Sattva', monogram: 'SV', colour: '#285e61',
    description: 'Sattva Group develops residential, office and co-living spaces across Bangalore. Its homes combine contemporary design with efficient, well-ventilated floor plans.',
  },
  {
    name: 'Embassy', societyPrefix: 'Embassy', monogram: 'E', colour: '#2d3748',
    description: 'Embassy Group is best known for its office parks and builds a select set of luxury residences. Its homes feature premium specifications and hotel-style services.',
  },
  {
    name: 'Mantri', societyPrefix: 'Mantri', monogram: 'M', colour: '#9b2c2c',
    description: 'Mantri Developers builds high-rise communities and villas across North and South Bangalore. Its projects are recognisable by their tall towers and resort-style amenities.',
  },
  {
    name: 'Total Environment', societyPrefix: 'Total Environment', monogram: 'TE', colour: '#276749',
    description: 'Total Environment designs homes around nature, with terrace gardens, exposed brick and abundant light. Each project is crafted in small numbers for buyers who value architecture.',
  },
  {
    name: 'Adarsh', societyPrefix: 'Adarsh', monogram: 'A', colour: '#744210',
    description: 'Adarsh Developers builds premium apartments and villa communities in East and South Bangalore. Its projects are known for large open spaces and solid construction.',
  },
  {
    name: 'Divyasree', societyPrefix: 'Divyasree', monogram: 'D', colour: '#553c9a',
    description: 'Divyasree, a leading office-park developer, also builds residential enclaves near its technology parks. Homes are planned for short commutes and a calm neighbourhood feel.',
  },
  {
    name: 'Assetz', societyPrefix: 'Assetz', monogram: 'AZ', colour: '#2c7a7b',
    description: 'Assetz Property Group creates design-led communities with landscaped courtyards and art in shared spaces. Its projects target young professionals and growing families.',
  },
  {
    name: 'Provident', societyPrefix: 'Provident', monogram: 'PH', colour: '#d69e2e',
    description: 'Provident Housing, part of the Puravankara group, builds well-priced homes in large townships. Its communities bundle schools, retail and sports facilities for everyday convenience.',
  },
  {
    name: 'Century', societyPrefix: 'Century', monogram: 'C', colour: '#4a5568',
    description: 'Century Real Estate owns one of the largest land banks in Bangalore and develops plotted, villa and apartment communities. Its projects are known for clear titles and thoughtful master planning.',
  },
].map((builder) => ({ ...builder, fixedId: fixedId(builder.name) }));
