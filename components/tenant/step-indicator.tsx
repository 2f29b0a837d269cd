'use client';

import { CheckIcon } from 'lucide-react';
import { useCopy } from '@/components/i18n/copy-scope';
import { cn } from '@/lib/utils';

/** 'Step 2 of 3' with the three titles; done steps get a tick, the current one aria-current. */
export function StepIndicator({ titles, current }: { titles: readonly string[]; current: number }) {
  const t = useCopy('tenant');
  return (
    <ol aria-label={t('profileForm.stepsLabel')} className="grid grid-cols-3 gap-2" data-testid="step-indicator">
      {titles.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li key={title} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col gap-1.5">
            <span aria-hidden="true" className={cn('h-1.5 rounded-full', state === 'upcoming' ? 'bg-muted' : 'bg-primary')} />
            <span className={cn('flex items-start gap-1 text-[11px] leading-tight', state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
              {state === 'done' ? <CheckIcon className="mt-px size-3 shrink-0 text-primary" aria-hidden="true" /> : null}
              <span>
                {title}
                <span className="sr-only">{state === 'done' ? t('profileForm.stepDone') : state === 'current' ? t('profileForm.stepCurrent') : ''}</span>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
