// What a result card shows; the search service's rows map onto it one to one.
export interface PriceRangeView {
  min: number;
  max: number;
}

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
  rent: PriceRangeView | null;
  sale: PriceRangeView | null;
}
