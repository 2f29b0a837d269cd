import 'server-only';
import { AppError, notFound } from '@/server/http/errors';
import { isOwnerDevice, requestDeviceId } from '@/server/owners/device';
import type { OwnerLink } from '@/server/owners/links';
import { findOfferLink } from '@/server/offers/owner-offers';

// What every owner API asks first (app/api/owner/[token]/...): the token names an offer link we signed (else the
// plain 404), and the request comes from a browser with its device cookie (set by the middleware on the page).

export async function offerLinkOf(token: string): Promise<OwnerLink> {
  const link = await findOfferLink(token);
  if (!link) throw notFound();
  return link;
}

export function deviceOf(request: Request): string {
  const deviceId = requestDeviceId(request);
  if (!deviceId) throw new AppError('no_device', 'Please open the link again in your browser.', 400);
  return deviceId;
}

/** The link, on a device the owner proved; anyone else gets the same 404 as an unknown link (it reveals nothing). */
export async function provedOfferLink(request: Request, token: string): Promise<OwnerLink> {
  const link = await offerLinkOf(token);
  if (!(await isOwnerDevice(link.ownerId, requestDeviceId(request)))) throw notFound();
  return link;
}
