import { NextResponse } from 'next/server';
import { consentChangeSchema, type ConsentsAnswer } from '@/lib/validation/privacy';
import { withUser } from '@/server/auth/with-user';
import { consentOverview, setConsent } from '@/server/privacy/consent';

export const dynamic = 'force-dynamic';

/** GET: the signed-in person's consents and their log. */
export const GET = withUser({}, async ({ user }) => NextResponse.json<ConsentsAnswer>(await consentOverview(user.id)));

/** PUT {purpose, granted}: gives or withdraws one consent, at once. */
export const PUT = withUser({ schema: consentChangeSchema }, async ({ user, body }) => NextResponse.json<ConsentsAnswer>(await setConsent(user.id, body.purpose, body.granted)));
