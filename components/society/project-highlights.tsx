import { Sparkles } from '@/components/icons/static-icons';
import { useTranslations } from 'next-intl';
import { Section } from './section';

export function ProjectHighlights({ highlights }: { highlights: string[] }) {
  const t = useTranslations('society.highlights');
  if (highlights.length === 0) return null;
  return (
    <Section id="highlights" title={t('title')}>
      <ul className="space-y-2.5">
        {highlights.map((highlight) => (
          <li key={highlight} className="flex gap-2.5 text-sm leading-relaxed text-foreground/90">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-amber-600" />
            {/* The builder's words, as typed (docs/i18n.md: free text stays as typed). */}
            <span data-as-typed="">{highlight}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
