import { ClipboardCheckIcon, LockKeyholeIcon, SendIcon, UserRoundIcon } from 'lucide-react';

export const TENANT_PROFILE_PRIVACY = 'Your tenant profile is shared only with the property owners you contact.';

const points = [
  { icon: ClipboardCheckIcon, text: 'Three short steps: about you, your work and your household.' },
  { icon: SendIcon, text: 'Sent with every offer, so owners can answer you quickly.' },
  { icon: UserRoundIcon, text: 'Edit it any time from your profile.' },
];

/** What a tenant profile is for (spec 2.11), before one exists; the page and the offer sheet share it. */
export function TenantProfileIntro({ titleAs: Title = 'h1', lead, children }: { titleAs?: React.ElementType<{ id?: string; className?: string; children?: React.ReactNode }>; lead?: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="tenant-intro-title" className="flex flex-col gap-5">
      <div className="space-y-2">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-2xl bg-teal-50 text-primary ring-1 ring-teal-100">
          <UserRoundIcon className="size-6" />
        </span>
        <Title id="tenant-intro-title" className="text-2xl font-bold tracking-tight">
          Tenant Profile
        </Title>
        <p className="text-[15px] text-muted-foreground">
          {lead ?? 'Owners in gated societies like to know who they are renting to. Create your tenant profile once and send offers with confidence.'}
        </p>
      </div>
      <ul className="space-y-3">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-3 rounded-xl bg-muted px-4 py-3 text-sm" data-testid="tenant-privacy">
        <LockKeyholeIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{TENANT_PROFILE_PRIVACY}</span>
      </p>
      {children}
    </section>
  );
}
