import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmSignIn } from '@/components/auth/confirm-sign-in';
import { safeReturnTo } from '@/lib/return-to';
import { authSettings, isEmbeddedAuth } from '@/server/auth/config';
import { peekLink } from '@/server/auth/login-links';
import { maskRecipient } from '@/server/http/log-error';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// The page an e-mail's sign-in link opens. Mail scanners fetch links before the person does, so this page only
// shows whom the link signs in; the button's POST (/api/auth/confirm) uses it up. The token stays out of Referer.
export async function generateMetadata({ params }: { params?: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('account');
  return { ...pageMetadata({ title: t('signIn'), noIndex: true, locale }), referrer: 'no-referrer' };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ConfirmPage({ searchParams, params: segments }: { searchParams: SearchParams } & { params?: LocaleParams }) {
  await pageLocale(segments);
  const params = await searchParams;
  const token = typeof params.token_hash === 'string' ? params.token_hash.trim() : '';
  const returnTo = safeReturnTo(typeof params.returnTo === 'string' ? params.returnTo : null) ?? '/profile';
  // Embedded: the page can tell whom a live link signs in. A hosted project has no such look-up: its answer comes
  // with the button.
  const email = token && isEmbeddedAuth() ? await peekLink(token) : null;
  const state = !token ? 'invalid' : isEmbeddedAuth() && !email ? 'invalid' : 'ready';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <ConfirmSignIn token={token} maskedEmail={email ? maskRecipient(email) : undefined} returnTo={returnTo} initialState={state} minutes={Math.round(authSettings().codeTtlSeconds / 60)} />
    </div>
  );
}
