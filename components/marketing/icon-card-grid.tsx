import type { LucideIcon } from 'lucide-react';
import type { StaticIcon } from '@/components/icons/static-icons';
import { cn } from '@/lib/utils';

export interface IconCardItem {
  title: string;
  text: string;
  /** A server-drawn icon (components/icons/static-icons.ts) costs no script; a lucide-react one still works. */
  icon: StaticIcon | LucideIcon;
}

/** A grid of icon cards with h3 titles, in the style of the home page's feature cards. */
export function IconCardGrid({ items, className }: { items: readonly IconCardItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3', className)}>
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className="flex gap-3.5 rounded-2xl border border-border bg-card p-4 shadow-sm">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="text-[15px] font-semibold leading-tight text-slate-900">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

