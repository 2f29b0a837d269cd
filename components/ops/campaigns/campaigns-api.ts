import { apiFetch } from '@/lib/api/client';
import type { CampaignFormValues, CampaignAnswer } from '@/lib/validation/ops-campaigns';

/** The desk's campaign calls (app/api/ops/campaigns): the form's values as typed; the server parses them. */
export const campaignsApi = {
  create: (values: CampaignFormValues) => apiFetch<CampaignAnswer>('/api/ops/campaigns', { method: 'POST', body: values }),
  update: (slug: string, values: Omit<CampaignFormValues, 'slug'>) => apiFetch<CampaignAnswer>(`/api/ops/campaigns/${slug}`, { method: 'PATCH', body: values }),
};
