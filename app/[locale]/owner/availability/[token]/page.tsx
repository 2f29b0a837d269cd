import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CopyScope } from '@/components/i18n/copy-scope';
import { clientCopy } from '@/components/i18n/client-copy';
import { AvailabilityPanel } from '@/components/owners/availability/availability-panel';
import { ownerLinkParamsSchema } from '@/lib/validation/owner-availability';
import { DEVICE_COOKIE, isDeviceId } from '@/server/auth/holder';
import { AppError } from '@/server/http/errors';
import { availabilityView } from '@/server/listings/owner-availability';
import { pageLocale } from '@/server/i18n/page-locale';
import { pageMetadata } from '@/server/seo/page-head';

// /owner/availability/{token}: the owner's answer to 'is your home still available?' (docs/owners.md
// "Availability"). No account: the signed link and a device proved by a code. Unknown token: the ordinary 404.

export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params: Promise<{ locale: string; token: string }> }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('owners');
  return pageMetadata({ title: t('availability.metaTitle'), noIndex: true });
}

export default async function OwnerAvailabilityPage({ params }: { params: Promise<{ locale: string; token: string }> }) {
  await pageLocale(params);
  const t = await getTranslations('owners');
  const parsed = ownerLinkParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const device = (await cookies()).get(DEVICE_COOKIE)?.value;
  const view = await availabilityView(parsed.data.token, isDeviceId(device) ? device : null).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-10 pt-6 md:px-6 md:pt-10" data-testid="owner-availability">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('availability.forOwner')}</p>
      <h1 className="mb-5 mt-1 text-2xl font-bold leading-tight">{t('availability.title')}</h1>
      <CopyScope copy={await clientCopy('owners')}>
        <AvailabilityPanel token={parsed.data.token} view={view} />
      </CopyScope>
    </div>
  );
}
