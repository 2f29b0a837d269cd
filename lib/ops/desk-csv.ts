// The desk lists' CSV files (docs/ops.md "Tables"): each list's columns and how a row becomes a record, pure so they
// are unit-tested. Times are India time (IST, as the column names say); the text is lib/csv.ts's RFC 4180 with its
// formula guard, so a tenant's message starting with '=' reads as text in a spreadsheet.
import { csvLines, toCsv, type CsvValue } from '@/lib/csv';
import type { DeskOfferRow } from '@/lib/offers/desk';
import type { DeskListingRow } from './listings-table';
import type { DeskMessageRow } from './messages';
import type { DeskOwner } from './owners';
import { offerStatusLabel } from '@/lib/offers/status';
import { formatIndiaTimestamp } from '@/lib/time/india';
import { BOARD_STATUS_LABELS, GATE_STATE_LABELS, type BoardVisit } from '@/lib/visits/desk-marks';

export interface CsvShape<Row> {
  header: readonly string[];
  record(row: Row): CsvValue[];
}

export const csvHeader = <Row>(shape: CsvShape<Row>) => toCsv(shape.header, []);
export const csvRecords = <Row>(shape: CsvShape<Row>, rows: readonly Row[]) => csvLines(rows.map((row) => shape.record(row)));

export const OFFERS_CSV: CsvShape<DeskOfferRow> = {
  header: [
    'offer_id',
    'sent_at_ist',
    'status',
    'society',
    'home',
    'unit',
    'asking_rent',
    'asking_deposit',
    'offered_rent',
    'offered_deposit',
    'move_in',
    'counter_rent',
    'counter_deposit',
    'counter_move_in',
    'tenant_first_name',
    'occupation',
    'tenant_type',
    'extra_fittings',
    'message_to_owner',
    'owner_link',
    'assigned_to',
  ],
  record: (offer) => [
    offer.id,
    formatIndiaTimestamp(offer.sentAt),
    offerStatusLabel(offer.status),
    offer.societyName,
    offer.homeTitle,
    offer.unit,
    offer.askingRent,
    offer.askingDeposit,
    offer.offeredRent,
    offer.offeredDeposit,
    offer.moveinDate,
    offer.counter?.rent,
    offer.counter?.deposit,
    offer.counter?.moveinDate,
    offer.firstName,
    offer.occupation,
    offer.tenantType,
    offer.extraFittings,
    offer.message,
    offer.ownerLink,
    offer.assignee?.name,
  ],
};

/** The visits board: first names only, as the board shows them. */
export const VISITS_CSV: CsvShape<BoardVisit> = {
  header: ['visit_id', 'day', 'slot_ist', 'visitor_first_name', 'home', 'unit', 'kind', 'society', 'booking', 'gate', 'gate_at_ist'],
  record: (visit) => [
    visit.visitId,
    visit.day,
    visit.slot,
    visit.firstName,
    visit.home,
    visit.houseNumber,
    visit.kind,
    visit.societyName,
    BOARD_STATUS_LABELS[visit.status],
    GATE_STATE_LABELS[visit.gate],
    visit.gateAt ? formatIndiaTimestamp(visit.gateAt) : null,
  ],
};

export const LISTINGS_CSV: CsvShape<DeskListingRow> = {
  header: ['listing_id', 'society', 'bedrooms', 'furnishing', 'unit', 'floor', 'key', 'rent', 'deposit', 'available_from', 'status', 'last_confirmed_at_ist', 'owner_on_record', 'owner_asked_at_ist', 'assigned_to'],
  record: (row) => [
    row.id,
    row.societyName,
    row.bedroom,
    row.furnishing,
    row.houseNumber,
    row.floor,
    row.key,
    row.rent,
    row.deposit,
    row.immediate ? 'immediately' : row.availableFrom,
    row.status,
    formatIndiaTimestamp(row.lastConfirmedAt),
    row.hasOwner ? 'yes' : 'no',
    row.ownerQuestion ? formatIndiaTimestamp(row.ownerQuestion.askedAt) : null,
    row.assignee?.name,
  ],
};

/** Contact messages as the list shows them: the sender's first name and the subject (the rest is behind a view). */
export const MESSAGES_CSV: CsvShape<DeskMessageRow> = {
  header: ['message_id', 'received_at_ist', 'from_first_name', 'subject', 'status', 'handled_at_ist', 'handled_by', 'assigned_to'],
  record: (message) => [
    message.id,
    formatIndiaTimestamp(message.receivedAt),
    message.firstName,
    message.subject,
    message.handledAt ? 'Handled' : 'Not handled',
    message.handledAt ? formatIndiaTimestamp(message.handledAt) : null,
    message.handledBy,
    message.assignee?.name,
  ],
};

/** Owner records as the list shows them: the phone masked, whether there is an e-mail address. */
export const OWNERS_CSV: CsvShape<DeskOwner> = {
  header: ['owner_id', 'name', 'phone', 'phone_proved', 'has_email', 'channel'],
  record: (owner) => [owner.id, owner.name, owner.phoneHint, owner.phoneVerified ? 'yes' : 'no', owner.hasEmail ? 'yes' : 'no', owner.channel],
};
