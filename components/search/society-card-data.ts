import type { PriceRange } from '@/lib/search/types';

// What a result card shows; the search service's rows map onto it one to one.

export interface SocietyCardData {
  id: string;
  name: string;
  photoUrl: string | null;
  category: string | null;
  projectType: string;
  projectStatus: string;
  bedroomConfigurations: string[];
  location: string | null;
  subLocation: string | null;
  builderName: string | null;
  rent: PriceRange | null;
  sale: PriceRange | null;
}
