import { Compass, Layers, Maximize2 } from 'lucide-react';
import { maintenanceLabel, priceLabel } from '@/components/shortlist/shortlist-format';
import { floorLabel } from '@/lib/visits/format';
import type { VisitedHome } from '@/lib/visits/types';
import { useHomeCopy } from './home-copy';

const sqftFormat = new Intl.NumberFormat('en-IN');

/** A visited home's price (with maintenance for rentals) and its facing, floor and area: the shortlist and visit cards. */
export function HomeFacts({ home }: { home: VisitedHome }) {
  const t = useHomeCopy();
  const maintenance = maintenanceLabel(home);
  const floor = floorLabel(home.floor);
  const facts = [
    home.facing && { icon: Compass, text: t('facts.facing', '{facing} facing', { facing: t(`facings.${home.facing.replace(/-/g, '')}`, home.facing) }) },
    floor && { icon: Layers, text: floor },
    home.sqft && { icon: Maximize2, text: t('facts.sqft', '{area} sqft', { area: sqftFormat.format(home.sqft) }) },
  ].filter(Boolean) as { icon: typeof Compass; text: string }[];

  return (
    <>
      <p className="text-lg font-bold leading-tight text-foreground">
        {priceLabel(home)}
        {maintenance && <span className="ml-1.5 text-xs font-medium text-muted-foreground">{maintenance}</span>}
      </p>
      {facts.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {facts.map(({ icon: Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-1">
              <Icon aria-hidden="true" className="size-3.5" />
              {text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
