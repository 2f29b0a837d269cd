import { cn } from '@/lib/utils';
import { BrandMark } from './brand-mark';

/** A drawn phone showing a miniature of the site; purely decorative. */
export function PhoneIllustration({ brand, className }: { brand: string; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('relative h-[26rem] w-52 shrink-0 rotate-[-4deg]', className)}>
      <div className="absolute inset-0 rounded-[2.5rem] bg-slate-900 p-2.5 shadow-2xl shadow-teal-900/30">
        <div className="relative flex h-full flex-col overflow-hidden rounded-[2rem] bg-white">
          <div className="mx-auto mt-2 h-4 w-16 rounded-full bg-slate-900" />
          <div className="flex items-center gap-1.5 px-4 pt-3">
            <BrandMark className="size-5" />
            <span className="text-xs font-bold text-slate-900">{brand}</span>
            <span className="ml-auto h-4 w-12 rounded-full border border-primary/40" />
          </div>
          <div className="mt-4 space-y-1.5 px-4">
            <div className="h-2.5 w-32 rounded-full bg-slate-800" />
            <div className="h-2.5 w-24 rounded-full bg-slate-800" />
            <div className="h-1.5 w-28 rounded-full bg-slate-300" />
          </div>
          <div className="mx-3 mt-4 space-y-2 rounded-xl border border-slate-200 p-2.5 shadow-sm">
            <div className="h-6 rounded-md bg-slate-100" />
            <div className="h-6 rounded-md bg-primary" />
          </div>
          <div className="mx-3 mt-3 grid grid-cols-2 gap-2">
            {[0, 1].map((card) => (
              <div key={card} className="overflow-hidden rounded-lg border border-slate-200">
                <div className="h-12 bg-gradient-to-br from-teal-100 to-amber-100" />
                <div className="space-y-1 p-1.5">
                  <div className="h-1.5 w-14 rounded-full bg-slate-700" />
                  <div className="h-1.5 w-10 rounded-full bg-slate-300" />
                </div>
              </div>
            ))}
          </div>
          <div className="mt-auto grid grid-cols-5 border-t border-slate-200 px-2 py-2.5">
            {[0, 1, 2, 3, 4].map((tab) => (
              <span key={tab} className={cn('mx-auto size-3 rounded-full', tab === 0 ? 'bg-primary' : 'bg-slate-300')} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
