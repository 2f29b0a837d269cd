import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { FestivalPage } from '@/components/leads/festival-page';
import { campaignDescription } from '@/lib/leads/campaign';
import { campaignPath, getCampaign } from '@/server/leads/campaigns';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale } from '@/server/i18n/page-locale';

// A campaign page per row of `campaigns` (/summitt/ganesha, then the next festival). Rendered on the server
// and cached for five minutes: whether it still takes leads follows its dates within that time (the lead
// routes check the dates themselves on every request).
export const revalidate = 300;

type Params = { params: Promise<{ campaign: string }> };

/** None at build time: each campaign page is rendered on its first request, then cached (ISR). */
export async function generateStaticParams(): Promise<{ campaign: string }[]> {
  return [];
}

const loadCampaign = cache((slug: string) => getCampaign(slug));

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const campaign = await loadCampaign((await params).campaign);
  if (!campaign) return pageMetadata({ title: 'Page not found', noIndex: true });
  return pageMetadata({
    locale: await pageLocale(params),
    title: `${campaign.name}: rent, buy or manage your home`,
    description: campaignDescription(campaign),
    path: campaignPath(campaign.slug),
    noIndex: campaign.state !== 'live',
  });
}

export default async function CampaignRoute({ params }: Params) {
  await pageLocale(params);
  const campaign = await loadCampaign((await params).campaign);
  if (!campaign) notFound();
  return <FestivalPage campaign={campaign} />;
}
