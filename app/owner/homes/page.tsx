import type { Metadata } from 'next';
import { OwnerClaimForm } from '@/components/owners/account/owner-claim-form';
import { OwnerHomeCard } from '@/components/owners/homes/owner-home-card';
import { requireUser } from '@/server/auth/current-user';
import { ownerAccountOffers } from '@/server/offers/owner-account-offers';
import { ownerOfAccount } from '@/server/owners/account';
import { ownerHomes } from '@/server/owners/homes';
import { pageMetadata } from '@/server/seo/page-head';

// /owner/homes: a signed-in owner's homes (docs/owners.md "Owner accounts"), with the site's chrome, never indexed.
// Signed out, the login comes back here; an account that has not proved an owner's number gets 'Prove your
// number'; an owner sees each home with its listings, visits and offers.

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: 'Your homes', path: '/owner/homes', noIndex: true });

export default async function OwnerHomesPage() {
  const user = await requireUser('/owner/homes');
  const owner = await ownerOfAccount(user.id);
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-6" data-testid="owner-homes">
      <h1 className="text-2xl font-bold text-foreground">Your homes</h1>
      {owner ? <OwnerHomesList ownerId={owner.id} /> : <OwnerClaimForm />}
    </div>
  );
}

async function OwnerHomesList({ ownerId }: { ownerId: string }) {
  const homes = await ownerHomes(ownerId);
  const offers = await ownerAccountOffers(ownerId, homes.map((home) => home.propertyId));
  if (homes.length === 0) {
    return (
      <p role="status" className="rounded-2xl border border-border bg-card p-5 text-sm leading-6 text-muted-foreground" data-testid="owner-homes-empty">
        We hold no homes under your number yet. When the GHomes team lists one of your homes, it shows here with its visits and offers.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {homes.map((home) => (
        <OwnerHomeCard key={home.propertyId} home={home} offers={offers.filter((offer) => offer.propertyId === home.propertyId)} />
      ))}
    </div>
  );
}
