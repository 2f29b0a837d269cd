import { useTranslations } from 'next-intl';

/** The six steps (spec "Open house page"): each title and text is info.openHouse.steps.<key>Title and <key>Text. */
export const OPEN_HOUSE_STEPS = ['find', 'rsvp', 'confirm', 'walk', 'offer', 'paperwork'] as const;

/** The six-step how-it-works of open houses, as an ordered list. */
export function OpenHouseSteps({ brand }: { brand: string }) {
  const t = useTranslations('info.openHouse');
  return (
    <ol className="relative space-y-4">
      {OPEN_HOUSE_STEPS.map((step, index) => (
        <li key={step} className="relative flex gap-4">
          {index < 5 ? <span aria-hidden="true" className="absolute left-5 top-11 h-[calc(100%-1.75rem)] w-px bg-teal-200" /> : null}
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="text-[15px] font-semibold leading-tight text-slate-900">
              <span className="sr-only">{t('step', { number: index + 1 })}</span>
              {t(`steps.${step}Title`, { brand })}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(`steps.${step}Text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
