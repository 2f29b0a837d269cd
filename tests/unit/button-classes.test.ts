import { BUTTON_CLASSES, joinClasses, type ButtonClassName } from '@/components/common/button-classes';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// Each pre-resolved string is what `<Button variant=… className=…>` renders: a change to the Button's
// variants must be carried into components/common/button-classes.ts.
const AS_BUTTON: Record<ButtonClassName, string> = {
  alertSet: cn(buttonVariants({ variant: 'default', className: 'mt-3 w-full' })),
  alertActive: cn(buttonVariants({ variant: 'success', className: cn('mt-3 w-full', 'disabled:opacity-100') })),
  amenities: cn(buttonVariants({ variant: 'outline', className: 'w-full border-primary/30 text-primary hover:bg-primary/5' })),
  brochure: cn(buttonVariants({ variant: 'outline', className: 'shrink-0 border-primary/40 text-primary' })),
  unlock: cn(buttonVariants({ className: 'w-full' })),
  unlocked: cn(buttonVariants({ variant: 'success', className: 'h-auto min-h-11 w-full whitespace-normal py-2 disabled:opacity-100' })),
  unlockedFixed: cn(buttonVariants({ variant: 'success', className: cn('h-auto min-h-11 w-full whitespace-normal py-2 disabled:opacity-100', 'h-11') })),
  filters: cn(buttonVariants({ variant: 'outline', className: 'h-11 shrink-0' })),
  noMatch: cn(buttonVariants({ variant: 'outline', className: 'mt-2' })),
  saveSearch: cn(buttonVariants({ variant: 'outline', className: 'h-11' })),
  saveSearchCompact: cn(buttonVariants({ variant: 'outline', className: 'ml-auto h-11 px-3' })),
};

describe('BUTTON_CLASSES', () => {
  it.each(Object.keys(AS_BUTTON) as ButtonClassName[])('%s is what Button resolves', (name) => {
    expect(BUTTON_CLASSES[name]).toBe(AS_BUTTON[name]);
  });

  it('covers every entry', () => {
    expect(Object.keys(BUTTON_CLASSES).sort()).toEqual(Object.keys(AS_BUTTON).sort());
  });
});

describe('joinClasses', () => {
  it('skips empty parts', () => {
    expect(joinClasses('a', false, null, undefined, '', 'b')).toBe('a b');
  });
});
