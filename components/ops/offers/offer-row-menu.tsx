'use client';

// One offer's actions in its row's menu: the answers the state machine allows (each a dialog), the way to the
// owner (forward, a new link, revoke) and the pages of the tenant and the owner. Every item's name carries the
// offer ('Accept Asha’s offer on 2 BHK · Unit A-1204, Cypress Gardens'), so a screen reader's list of them reads
// on its own.
import { useState } from 'react';
import type { DeskOfferRow } from '@/lib/offers/desk';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import type { Assignee } from '@/lib/ops/notes';
import { AssignDialog, NotesDialog, useRecordDialogs } from '../notes/record-dialogs';
import { RowMenu, type RowMenuItem } from '../row-menu';
import { answersFor, OfferAnswerDialog, type OfferAnswerMode } from './offer-actions';
import { OFFER_DESK_TEXTS as T } from './offer-texts';
import { useOwnerLinkActions } from './owner-link-actions';

/** 'Asha’s offer on 2 BHK · Unit A-1204, Cypress Gardens': an offer as its actions name it. */
export const offerAbout = (offer: Pick<DeskOfferRow, 'firstName' | 'homeName' | 'societyName'>) => `${offer.firstName}’s offer on ${offer.homeName}, ${offer.societyName}`;

export function offerMenuItems(offer: DeskOfferRow, handlers: { answer(mode: OfferAnswerMode): void; forward(): void; revoke(): void; notes(): void; assign(): void }): RowMenuItem[] {
  const about = offerAbout(offer);
  const items: RowMenuItem[] = answersFor(offer).map((mode) => ({ key: mode, label: T[mode], name: `${T[mode]} ${about}`, onSelect: () => handlers.answer(mode), destructive: mode === 'withdraw' }));
  if (offer.actions.forward) {
    const label = offer.ownerLink ? 'Send a new link' : 'Forward to owner';
    items.push({ key: 'forward', label, name: `${label}: ${about}`, onSelect: handlers.forward });
  }
  if (offer.actions.revokeLink) items.push({ key: 'revoke', label: 'Revoke link', name: `Revoke link: the owner link of ${about}`, onSelect: handlers.revoke, destructive: true });
  const notes = offer.notes ? `Notes (${offer.notes})` : 'Notes';
  items.push({ key: 'notes', label: notes, name: `${notes}: ${about}`, onSelect: handlers.notes });
  items.push({ key: 'assign', label: 'Assign…', name: `Assign ${about}`, onSelect: handlers.assign });
  items.push({ key: 'tenant', label: `${offer.firstName}’s page`, name: `${offer.firstName}’s page (${about})`, href: deskRecordHref.tenant(offer.userId) });
  if (offer.ownerId) items.push({ key: 'owner', label: 'Owner’s page', name: `Owner of ${offer.homeName}, ${offer.societyName}`, href: deskRecordHref.owner(offer.ownerId) });
  return items;
}

export function OfferRowMenu({ offer, assignees = [] }: { offer: DeskOfferRow; assignees?: Assignee[] }) {
  const [mode, setMode] = useState<OfferAnswerMode | null>(null);
  const link = useOwnerLinkActions(offer);
  const dialogs = useRecordDialogs();
  const items = offerMenuItems(offer, { answer: setMode, forward: link.forward, revoke: link.revoke, notes: dialogs.showNotes, assign: dialogs.showAssign });
  const open = answersFor(offer).length > 0;
  return (
    <>
      <RowMenu name={`${open ? 'Answer' : 'Actions'}: ${offerAbout(offer)}`} items={items} disabled={link.busy}>
        {open ? 'Answer' : 'Actions'}
      </RowMenu>
      <OfferAnswerDialog offer={offer} mode={mode} onClose={() => setMode(null)} />
      <NotesDialog subject="offer" id={offer.id} about={offerAbout(offer)} open={dialogs.open === 'notes'} onClose={dialogs.close} />
      <AssignDialog subject="offer" id={offer.id} about={offerAbout(offer)} current={offer.assignee} assignees={assignees} open={dialogs.open === 'assign'} onClose={dialogs.close} />
    </>
  );
}
