// The tenancy screens' words that depend on what the server holds (components/tenancies), in the page's language
// through the `tenancy` messages: a move-in step's title, what the association stated and who marked it; where
// the deposit stands and what comes next; a report room's name. The English messages read exactly as the English
// lines lib/tenancies/ builds for the desk, the routes' answers and the PDFs (tests/unit/tenancy-words.test.ts).
import { factValueLabel } from '@/lib/societies/facts';
import type { Locale } from '@/lib/i18n/locales';
import { daysUntil, type DepositParty } from '@/lib/tenancies/deposit';
import type { MoveInProgress, MoveInStepItem, MoveInStepKey } from '@/lib/tenancies/move-in-steps';
import type { AgreementParty } from '@/lib/tenancies/tenancy';
import { formatIndiaDayMonthIn } from '@/lib/time/india-locale';
import type { DepositView } from '@/lib/validation/deposits';
import type { TenancyCopy } from './tenancy-texts';

// ---- move-in steps ---------------------------------------------------------------------------------------------

/** Steps whose stated value is text the association gave, shown as typed. */
export const TYPED_FACTS: ReadonlySet<MoveInStepKey> = new Set(['documents', 'moving_hours']);

export const stepTitle = (key: MoveInStepKey, t: TenancyCopy) => t(`moveIn.steps.${key}.title`);

/** What the association stated, in the page's language: the fee with its amount words, the police rule's word. */
export function statedText(item: MoveInStepItem, t: TenancyCopy, locale: Locale): string {
  if (item.stated === null) return t('moveIn.notStated');
  if (item.statedValue === null) return item.stated;
  if (item.key === 'move_in_fee') return item.statedValue === '0' ? t('moveIn.noFee') : t('moveIn.fee', { amount: factValueLabel('move_in_fee', item.statedValue, undefined, locale) });
  if (item.key === 'police_verification' && (item.statedValue === 'required' || item.statedValue === 'not_required')) return t(item.statedValue === 'required' ? 'moveIn.policeRequired' : 'moveIn.policeNotRequired');
  return item.stated;
}

/** 'Done · marked by the owner on 3 Dec'; null while nobody has marked it. */
export function markText(item: MoveInStepItem, t: TenancyCopy, locale: Locale): string | null {
  if (!item.markedBy || !item.markedAt) return item.markLine;
  const values = { state: t(`moveIn.states.${item.state}`), day: formatIndiaDayMonthIn(locale, item.markedAt) };
  return t(item.markedBy === 'owner' ? 'moveIn.markedByOwner' : 'moveIn.markedByTenant', values);
}

/** '2 of 6 steps done'; 'No steps needed' when every step is marked not needed. */
export function progressText({ done, total }: MoveInProgress, t: TenancyCopy): string {
  if (total === 0) return t('moveIn.progressNone');
  return t(total === 1 ? 'moveIn.progressOne' : 'moveIn.progressOther', { done, total });
}

// ---- deposit ---------------------------------------------------------------------------------------------------

const RECORDED_KEYS = {
  you: { confirmed: 'deposit.recorded.youConfirmed', unconfirmed: 'deposit.recorded.youUnconfirmed' },
  owner: { confirmed: 'deposit.recorded.ownerConfirmed', unconfirmed: 'deposit.recorded.ownerUnconfirmed' },
  tenant: { confirmed: 'deposit.recorded.tenantConfirmed', unconfirmed: 'deposit.recorded.tenantUnconfirmed' },
} as const;

export function recordedBy(who: AgreementParty, confirmedAt: string | null, viewer: AgreementParty, t: TenancyCopy): string {
  return t(RECORDED_KEYS[who === viewer ? 'you' : who][confirmedAt ? 'confirmed' : 'unconfirmed']);
}

/** 'Due in 3 days', 'Due today', '4 days late'. */
export function dueText(due: string, today: string, t: TenancyCopy): string {
  const days = daysUntil(due, today);
  if (days === 0) return t('deposit.due.today');
  if (days > 0) return t(days === 1 ? 'deposit.due.inOne' : 'deposit.due.inOther', { days });
  return t(days === -1 ? 'deposit.due.lateOne' : 'deposit.due.lateOther', { days: -days });
}

/** What the person looking does next (lib/tenancies/deposit.ts `depositNextStep`, in the page's language). */
export function nextStepText(deposit: DepositView, t: TenancyCopy): string {
  if (!deposit.open) return t('server.deposit.notOpen');
  const viewer: DepositParty = deposit.viewer;
  const other = viewer === 'tenant' ? 'Owner' : 'Tenant';
  switch (deposit.state) {
    case 'not_recorded':
      return t('deposit.next.notRecorded');
    case 'paid_unconfirmed':
      return deposit.paid?.by === viewer ? t(`deposit.next.paidWaiting${other}`) : t(`deposit.next.paidBy${other}`);
    case 'held':
      return t('deposit.next.held');
    case 'keys_unconfirmed':
      return deposit.keys?.by === viewer ? t(`deposit.next.keysWaiting${other}`) : t(`deposit.next.keysBy${other}`);
    case 'return_due':
      return t(viewer === 'owner' ? 'deposit.next.returnDueOwner' : 'deposit.next.returnDueTenant');
    case 'return_unconfirmed':
      return t(viewer === 'tenant' ? 'deposit.next.returnUnconfirmedTenant' : 'deposit.next.returnUnconfirmedOwner');
    case 'returned':
      return t('deposit.next.returned');
  }
}

// ---- condition reports ---------------------------------------------------------------------------------------

/** A room of a report by its key ('bedroom-2' is 'Bedroom 2'); a key this page does not know keeps its stored name. */
const NAMED_ROOMS = { living: 'report.rooms.living', kitchen: 'report.rooms.kitchen', room: 'report.rooms.room', study: 'report.rooms.study' } as const;
const NUMBERED_ROOMS = { bedroom: 'report.rooms.bedroom', bathroom: 'report.rooms.bathroom', balcony: 'report.rooms.balcony' } as const;

export function roomName(room: { key: string; name: string }, t: TenancyCopy): string {
  if (Object.hasOwn(NAMED_ROOMS, room.key)) return t(NAMED_ROOMS[room.key as keyof typeof NAMED_ROOMS]);
  const numbered = /^([a-z]+)-(\d{1,2})$/.exec(room.key);
  if (numbered && Object.hasOwn(NUMBERED_ROOMS, numbered[1]!)) return t(NUMBERED_ROOMS[numbered[1] as keyof typeof NUMBERED_ROOMS], { number: numbered[2]! });
  return room.name;
}
