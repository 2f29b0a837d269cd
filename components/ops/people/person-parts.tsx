// The parts a person's desk page is made of (a tenant's and an owner's): a titled section that says when it has
// nothing, a list of facts, and a row that links to a record. Server components.
import Link from 'next/link';
import type { ReactNode } from 'react';

export function PersonSection({ id, title, count, more, empty, children }: { id: string; title: string; count: number; more?: boolean; empty: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2" data-testid={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({count}{more ? ', the newest' : ''})</span>
      </h2>
      {count ? <ul className="divide-y rounded-xl border bg-card">{children}</ul> : <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">{empty}</p>}
    </section>
  );
}

/** A row of a person's list: what it is, a line under it, and (when it has one) the link to its record. */
export function PersonRow({ title, detail, href, linkLabel, aside, testId }: { title: ReactNode; detail: ReactNode; href?: string; linkLabel?: string; aside?: ReactNode; testId?: string }) {
  const body = (
    <>
      <span className="block font-medium [overflow-wrap:anywhere]">{title}</span>
      <span className="block text-sm text-muted-foreground [overflow-wrap:anywhere]">{detail}</span>
    </>
  );
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3" data-testid={testId}>
      {href ? (
        <Link href={href} prefetch={false} aria-label={linkLabel} className="block min-h-11 min-w-0 flex-1 rounded-lg px-3 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
          {body}
        </Link>
      ) : (
        <div className="min-w-0 flex-1 px-3 py-2">{body}</div>
      )}
      {aside ? <div className="px-3 py-2">{aside}</div> : null}
    </li>
  );
}

export function Facts({ label, facts }: { label: string; facts: [string, ReactNode][] }) {
  return (
    <section aria-label={label} className="rounded-xl border bg-card p-4">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
