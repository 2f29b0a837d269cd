import { cn } from '@/lib/utils';

/** The frame of every unsubscribe page's states (alerts, saved searches): an icon in a tinted circle, the title. */
export function UnsubscribeFrame({ icon, tone, title, children }: { icon: React.ReactNode; tone: string; title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-5 py-12 text-center" aria-labelledby="unsubscribe-title">
      <span className={cn('mb-4 flex size-14 items-center justify-center rounded-full', tone)}>{icon}</span>
      <h1 id="unsubscribe-title" className="text-xl font-bold text-foreground [overflow-wrap:anywhere]">
        {title}
      </h1>
      {children}
    </section>
  );
}
