// Search state and vocabulary shared by the home screen, the filter panel, /search and the suggestion route
// (discovery-and-login.md sections 2-5, 9; societies-and-tenant-area.md 2.2).

/** Spec 3 "Search state", plus the filter panel's lists. Builders are ids; the zone is a zone name. */
export interface SearchState {
  searchQuery: string;
  selectedZone: string | null;
  selectedBuilders: string[];
  /** Statuses chosen with the quick chips (URL `statuses`). */
  selectedStatuses: string[];
  selectedCategories: string[];
  projectTypes: string[];
  /** Statuses chosen in the filter panel or sent by a builder page (URL `projectStatuses`). */
  projectStatuses: string[];
  amenities: string[];
  /** Rules for tenants the society must state: 'bachelors' (Bachelors allowed), 'pets' (Pets allowed). */
  rules: string[];
  /** The homes a society must have: budget and bedrooms of its Active rent or sale listings. */
  homes: HomeFilter;
  /** The results' order (URL `sort`): null is by name. Not a filter: the panel's count leaves it out. */
  sort: SocietySort | null;
}

/** Orders of the results besides the default by name: lowest rent (or price) first, newest listing first. */
export const SOCIETY_SORTS = ['price', 'newest'] as const;
export type SocietySort = (typeof SOCIETY_SORTS)[number];

export interface HomeFilter {
  /** Rent per month or sale price: which listings the budget and bedrooms read. */
  listing: 'rent' | 'sale';
  minBudget: number | null;
  maxBudget: number | null;
  /** 1-5, where 5 is '5+' (lib/listings/filters.ts). */
  bhk: number[];
}

export const NO_HOME_FILTER: HomeFilter = { listing: 'rent', minBudget: null, maxBudget: null, bhk: [] };

export const EMPTY_SEARCH_STATE: SearchState = {
  searchQuery: '',
  selectedZone: null,
  selectedBuilders: [],
  selectedStatuses: [],
  selectedCategories: [],
  projectTypes: [],
  projectStatuses: [],
  amenities: [],
  rules: [],
  homes: NO_HOME_FILTER,
  sort: null,
};

/** Kinds of a suggestion, with the spec's labels (also the `type` values of /search). */
export const SUGGESTION_TYPES = ['Society', 'Location', 'Sub Location', 'Builder'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export interface Suggestion {
  name: string;
  type: SuggestionType;
  id: string | null;
  /** The other name that matched, shown before the name ('Rajaji Nagar → Rajajinagar'); absent when the name did. */
  alias?: string;
  /**
   * Set on a place or builder suggested for the rest of a sentence ('2 bhk in hebb' -> Hebbal): the sentence
   * with that name in place of the rest ('2 bhk in Hebbal'), searched when it is picked so the filters stay.
   */
  sentence?: string;
}

/** The `type` of a /search request: anything outside the named kinds is a general name search. */
export type SearchType = 'filtered' | 'Location' | 'Sub Location' | 'Builder' | 'general';

export const SEARCH_LIMITS = {
  /** Autocomplete: rows read per source (spec 5). */
  suggestionsPerSource: 5,
  /** Autocomplete: suggestions shown in total (spec 5). */
  suggestionsTotal: 8,
  /** Longest text the suggestion route and the search page read. */
  queryMaxLength: 100,
  /** Search results (societies-and-tenant-area.md section 9). */
  results: 50,
  pageSize: 10,
} as const;

/** Animation timings (discovery-and-login.md section 9). */
export const SEARCH_TIMINGS = {
  placeholderTypeMs: 60,
  placeholderDeleteMs: 30,
  placeholderPauseMs: 2000,
  placeholderBetweenWordsMs: 700,
  summaryTypeMs: 50,
  heroWordMs: 5000,
  /** Not in the spec: a short pause so that one request goes out per burst of keystrokes. */
  suggestionDebounceMs: 150,
} as const;

export const PLACEHOLDER_WORDS = ['Name...', 'Location...', 'Builder...'] as const;
export const HERO_WORDS = ['Community', 'Secured', 'Community', 'Premium', 'Community', 'Vibrant'] as const;
export const DEFAULT_ZONE_NAME = 'Bengaluru South';

/** Lowest and highest amount of a society's Active listings (rent or sale). */
export interface PriceRange {
  min: number;
  max: number;
}

/** The cheapest Active listing of a society that matched a search by budget or bedrooms. */
export interface HomeMatch {
  listing: 'rent' | 'sale';
  amount: number;
  /** Its bedroom configuration ('3 BHK', '1 RK'); null when neither the listing nor its property names one. */
  bhk: string | null;
}

/** What every society result carries, for the search service's rows and the result card alike. */
export interface SocietySummary {
  id: string;
  name: string;
  photoUrl: string | null;
  category: string | null;
  projectType: string;
  projectStatus: string;
  bedroomConfigurations: string[];
  location: string | null;
  subLocation: string | null;
  /** From Active rent listings (expected_rent). */
  rent: PriceRange | null;
  /** From Active sale listings (listing_price). */
  sale: PriceRange | null;
  /** Set when the search had a budget or bedrooms: the cheapest home it matched. */
  homeMatch: HomeMatch | null;
}

/** The places that may have a Kannada or Hindi name on record (server/search/place-names.ts). */
export type PlaceKind = 'location' | 'sub_location' | 'zone';

/** A place's name as the page shows it: its name in the page's script where one is on record, else its own. */
export type PlaceName = (kind: PlaceKind, name: string) => string;

/** English pages, and anything without a lookup: every place by its own name. */
export const OWN_PLACE_NAMES: PlaceName = (_kind, name) => name;
