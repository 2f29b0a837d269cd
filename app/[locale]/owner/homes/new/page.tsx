import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithCopy } from '@/components/i18n/with-copy';
import { notFound } from 'next/navigation';
import { OwnerClaimForm } from '@/components/owners/account/owner-claim-form';
import { AddHomeFlow } from '@/components/owners/submissions/add-home-flow';
import { isUuid } from '@/lib/slugs';
import { requireUser } from '@/server/auth/current-user';
import { submissionFormData } from '@/server/listings/owner-submissions';
import { ownerOfAccount } from '@/server/owners/account';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// /owner/homes/new: 'List your home' (docs/owners.md "Adding a home"), never indexed; `?home=<id>` is a home the owner
// is adding, to finish, change or follow (404 for anyone else's). Signed out, the login comes back here; an account
// that has not proved an owner's number proves it first.

export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params?: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('homes.newPage');
  return pageMetadata({ locale, title: t('title'), path: '/owner/homes/new', noIndex: true });
}

export default async function NewHomePage({ searchParams, params }: { searchParams: Promise<{ home?: string | string[] }> } & { params?: LocaleParams }) {
  await pageLocale(params);
  const { home } = await searchParams;
  const submissionId = typeof home === 'string' ? home : null;
  const user = await requireUser(submissionId ? `/owner/homes/new?home=${encodeURIComponent(submissionId)}` : '/owner/homes/new');
  const owner = await ownerOfAccount(user.id);
  const data = owner && (submissionId === null || isUuid(submissionId)) ? await submissionFormData(owner.id, submissionId) : null;
  if (owner && !data) notFound();
  const t = await getTranslations('homes.newPage');
  return (
    <WithCopy namespaces={['owners', 'homes']}>
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-6" data-testid="add-home">
      <h1 className="text-2xl font-bold text-foreground">{t('title')}</h1>
      {owner && data ? (
        <AddHomeFlow initial={data.submission} society={data.society} configurations={data.configurations} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('proveFirst')}</p>
          <OwnerClaimForm />
        </>
      )}
    </div>
    </WithCopy>
  );
}
