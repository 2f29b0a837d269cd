import { ChevronDown, CircleCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { formatIndiaDay } from '@/lib/time/india';

// A link already used to answer, opened on a browser not proved for the owner (a second phone, a forwarded link):
// it says the answer was given and when, and nothing else. What was offered and what was answered stay behind the
// proved device; `children` is the optional way to prove this browser and see them.

export async function AnsweredElsewhere(props: { subject: 'offer' | 'question'; decidedAt: Date | null; level?: 1 | 2; children: React.ReactNode }) {
  const { subject, decidedAt, level = 1, children } = props;
  const Heading = level === 1 ? 'h1' : 'h2';
  const t = await getTranslations('owners');
  return (
    <section role="status" className="space-y-3 rounded-2xl border border-border bg-card p-5" data-testid="owner-answered-elsewhere">
      <Heading className="flex items-center gap-2 text-xl font-bold text-foreground">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
        {subject === 'offer' ? t('answeredElsewhere.offerTitle') : t('answeredElsewhere.questionTitle')}
      </Heading>
      <p className="text-sm leading-6 text-muted-foreground">
        {decidedAt ? t('answeredElsewhere.bodyOn', { date: formatIndiaDay(decidedAt) }) : t('answeredElsewhere.body')}
      </p>
      <details className="group rounded-xl border border-border">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 text-sm font-semibold text-primary [&::-webkit-details-marker]:hidden">
          {t('answeredElsewhere.details')}
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-border p-4">{children}</div>
      </details>
    </section>
  );
}
