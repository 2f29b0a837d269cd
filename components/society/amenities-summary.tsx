import { useTranslations } from 'next-intl';
import { AMENITY_GROUPS, amenityGroupTitle, featureLabel, type AmenityKey } from '@/lib/amenities';
import type { AmenityGroupView } from './amenities-sheet';
import { AmenitiesSheetTrigger } from './amenities-sheet-trigger';
import { FEATURE_ICONS } from './feature-icons';
import { Section } from './section';

import { SUMMARY_SIZE } from './section-skeletons';

// What home-seekers ask about first leads the summary; the sheet keeps the catalogue's grouping.
const HEADLINE_FIRST: readonly AmenityKey[] = [
  'swimming_pool', 'club_house', 'gym', 'kids_play_area', 'walking_jogging_track', 'badminton_court',
  'lawn_tennis_court', 'pet_parks', 'mini_theatre', 'yoga_meditation_area', 'indoor_games', 'visitor_parking',
];
const headlineRank = (key: string) => {
  const rank = HEADLINE_FIRST.indexOf(key as AmenityKey);
  return rank === -1 ? HEADLINE_FIRST.length : rank;
};

export function AmenitiesSummary({ societyName, amenities }: { societyName: string; amenities: Record<AmenityKey, boolean> }) {
  const t = useTranslations('society.amenities');
  const tf = useTranslations('facts');
  const groups: AmenityGroupView[] = AMENITY_GROUPS.map((group) => ({
    title: amenityGroupTitle(group, tf),
    items: group.keys.map((key) => ({ key, label: featureLabel(key, tf), available: amenities[key] })),
  }));
  const all = groups.flatMap((group) => group.items);
  const available = all.filter((item) => item.available);
  const shown = [...available].sort((a, b) => headlineRank(a.key) - headlineRank(b.key)).slice(0, SUMMARY_SIZE);
  const more = available.length - shown.length;
  return (
    <Section
      id="amenities"
      title={t('title')}
      action={
        <span className="text-sm text-muted-foreground">
          {t('count', { available: available.length, total: all.length })}
        </span>
      }
    >
      {shown.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2">
          {shown.map((item) => {
            const Icon = FEATURE_ICONS[item.key as AmenityKey];
            return (
              <li key={item.key} className="flex min-h-11 items-center gap-2 rounded-lg bg-muted/70 px-3 py-2 text-sm font-medium">
                <Icon className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 leading-tight">{item.label}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('empty')}</p>
      )}
      {more > 0 && <p className="text-sm text-muted-foreground">{t('more', { count: more })}</p>}
      <AmenitiesSheetTrigger societyName={societyName} groups={groups} total={all.length} />
    </Section>
  );
}
