import { ArrowRight, BadgeCheck, Building2, CalendarX, Home, KeyRound, MessageCircle, PhoneCall, Sparkles } from '@/components/icons/static-icons';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { MarketingSection, SectionHeading } from '@/components/marketing/section-heading';
import type { Campaign } from '@/lib/leads/campaign';
import { formatIndiaLongDay } from '@/lib/time/india';
import { cn } from '@/lib/utils';
import { LeadDrawer } from './lead-drawer';

/** What the festival page needs of a campaign (its end date only matters to the server). */
export type FestivalCampaignView = Omit<Campaign, 'endsAt'>;

const AUDIENCES = [
  { icon: KeyRound, title: 'Tenants', text: 'Homes to rent in gated societies, with visits arranged for you.' },
  { icon: Home, title: 'Buyers', text: 'Ready and upcoming homes, shortlisted to what you asked for.' },
  { icon: Building2, title: 'Property owners', text: 'Rent out, sell or have your home managed by people next door.' },
] as const;

const STEPS = [
  { icon: Sparkles, text: 'Tell us whether you rent, buy or own.' },
  { icon: MessageCircle, text: 'Verify your number with a code on WhatsApp.' },
  { icon: PhoneCall, text: 'Our team reaches you on WhatsApp within a day.' },
] as const;

// 'Get Started' looks like a large `Button`; its classes are resolved here, on the server, so the island gets a string.
const GET_STARTED_CLASS = cn(buttonVariants({ size: 'lg', className: 'w-full rounded-xl sm:w-auto' }));

/** /summitt/{campaign}: the festival greeting, the society claim, and 'Get Started' while the campaign is live. */
export function FestivalPage({ campaign }: { campaign: FestivalCampaignView }) {
  const society = campaign.societyHref ? (
    // No prefetch: it would fetch the society page's scripts (about 30 KiB) while the visitor reads this one.
    <Link prefetch={false} href={campaign.societyHref} className="font-bold text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary">
      {campaign.societyName}
    </Link>
  ) : (
    <span className="font-bold text-slate-900">{campaign.societyName}</span>
  );

  return (
    <>
      <section aria-labelledby="page-title" className="relative isolate overflow-hidden bg-gradient-to-b from-amber-50 via-orange-50/50 to-background">
        <div aria-hidden="true" className="absolute -right-20 -top-24 -z-10 size-72 rounded-full bg-orange-200/50 blur-3xl" />
        <div aria-hidden="true" className="absolute -left-24 top-44 -z-10 size-64 rounded-full bg-teal-100/70 blur-3xl" />
        <div className="mx-auto max-w-2xl px-4 pb-8 pt-6 md:pt-10">
          <Badge variant="yellow" className="bg-amber-100 text-amber-900">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {campaign.name}
          </Badge>
          <h1 id="page-title" className="mt-3 text-[1.75rem] font-extrabold leading-tight text-slate-900 md:text-4xl">
            {/* Out of season the festival greeting would be wrong ('Happy Ganesh Chaturthi' in November). */}
            {campaign.state === 'ended' ? `${campaign.name} has ended` : campaign.greeting}
          </h1>
          <p className="mt-4 flex items-start gap-2.5 rounded-xl bg-white/80 p-3.5 text-[15px] leading-relaxed text-slate-700 shadow-sm ring-1 ring-amber-200/70">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              We manage <strong className="text-slate-900">{campaign.homesManaged}+ homes</strong> in {society}.
            </span>
          </p>
          {campaign.state === 'ended' ? null : <p className="mt-4 text-[15px] leading-relaxed text-slate-600">{campaign.intro}</p>}
          <div className="mt-6">
            <CampaignAction campaign={campaign} />
          </div>
        </div>
      </section>

      <MarketingSection labelledBy="festival-who">
        <SectionHeading id="festival-who" title="Who it is for" />
        <ul className="grid gap-3">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection labelledBy="festival-how" className="pb-10">
        <SectionHeading id="festival-how" title="How it works" />
        <ol className="grid gap-3">
          {STEPS.map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex items-center gap-3 rounded-2xl bg-slate-50 p-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">{index + 1}</span>
              <span className="text-[15px] text-slate-700">{text}</span>
              <Icon aria-hidden="true" className="ml-auto size-5 shrink-0 text-slate-400" />
            </li>
          ))}
        </ol>
      </MarketingSection>
    </>
  );
}

function CampaignAction({ campaign }: { campaign: FestivalCampaignView }) {
  if (campaign.state === 'live') {
    return (
      <LeadDrawer
        campaign={{ slug: campaign.slug, welcomeMessage: campaign.welcomeMessage }}
        className={GET_STARTED_CLASS}
        icon={<ArrowRight aria-hidden="true" />}
      />
    );
  }
  const ended = campaign.state === 'ended';
  return (
    <div role="status" className="rounded-2xl border border-border bg-card p-4 shadow-sm" data-testid="campaign-closed">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarX aria-hidden="true" className="size-5 text-slate-500" />
        {ended ? 'This campaign has ended' : 'This campaign has not started yet'}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {ended
          ? `Thank you for your interest. ${campaign.name} sign-ups are closed, but you can still find your next home here.`
          : `Sign-ups open on ${formatIndiaLongDay(campaign.startsAt)}.`}
      </p>
      <Button asChild variant="outline" className="mt-3 w-full sm:w-auto">
        <Link href="/">Search societies</Link>
      </Button>
    </div>
  );
}
