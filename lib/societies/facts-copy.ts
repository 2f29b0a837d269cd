// The texts lib/ builds for a page (fact and amenity labels, stored values, availability lines, filter chips) come
// from the `facts` messages. Pure modules never import next-intl: each function takes a translate function over
// that namespace (a server component's getTranslations('facts') or useTranslations('facts'), a client component's
// useCopy('facts')) and, where it writes a date, the page's locale. Without one it writes the English it always has.
import type { FillValues } from '@/lib/i18n/fill';
import type { Messages } from '@/lib/i18n/english';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the `facts` messages ('amenities.gym', 'display.availableNow'). */
export type FactsKey = Leaves<Messages['facts']>;

export type FactsTranslate = (key: FactsKey, values?: FillValues) => string;
