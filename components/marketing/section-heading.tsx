import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  description?: string;
  className?: string;
}

/** The h2 of a marketing section; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({ id, title, eyebrow, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('mb-4', className)}>
      {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">{eyebrow}</p> : null}
      {/* scroll-mt: a jump link to the heading (the Privacy page's contents) lands below the sticky header. */}
      <h2 id={id} className="mt-1 scroll-mt-20 text-xl font-bold leading-snug text-slate-900 md:text-2xl">
        {title}
      </h2>
      {description ? <p className="mt-1.5 text-[15px] leading-relaxed text-slate-600">{description}</p> : null}
    </div>
  );
}

/** Section wrapper with the page column width. */
export function MarketingSection({ labelledBy, className, children }: { labelledBy: string; className?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className={cn('mx-auto max-w-2xl px-4 py-6', className)}>
      {children}
    </section>
  );
}
