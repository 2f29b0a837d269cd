import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { AvailabilityPanel } from '@/components/owners/availability/availability-panel';
import { ownerLinkParamsSchema } from '@/lib/validation/owner-availability';
import { DEVICE_COOKIE, isDeviceId } from '@/server/auth/holder';
import { AppError } from '@/server/http/errors';
import { availabilityView } from '@/server/listings/owner-availability';
import { pageMetadata } from '@/server/seo/page-head';

// /owner/availability/{token}: the owner's answer to 'is your home still available?' (docs/owners.md
// "Availability"). No account: the signed link and a device proved by a code. Unknown token: the ordinary 404.

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: 'Your home', noIndex: true });

export default async function OwnerAvailabilityPage({ params }: { params: Promise<{ token: string }> }) {
  const parsed = ownerLinkParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const device = (await cookies()).get(DEVICE_COOKIE)?.value;
  const view = await availabilityView(parsed.data.token, isDeviceId(device) ? device : null).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-10 pt-6 md:px-6 md:pt-10" data-testid="owner-availability">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">For the owner</p>
      <h1 className="mb-5 mt-1 text-2xl font-bold leading-tight">Your home on GHomes</h1>
      <AvailabilityPanel token={parsed.data.token} view={view} />
    </div>
  );
}
