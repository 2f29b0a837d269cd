// A contact message as the desk shows it (server/contact/desk.ts reads it; components/ops/messages draws it).

export const MESSAGE_SORTS = ['received'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

export interface DeskMessageRow {
  id: string;
  /** Only the first name on the list; the rest is shown (and audited) when the message is opened. */
  firstName: string;
  subject: string;
  receivedAt: string;
  handledAt: string | null;
  /** The staff member's e-mail. */
  handledBy: string | null;
  /** The staff member it is assigned to, and how many desk notes it has. */
  assignee: { id: string; name: string } | null;
  notes: number;
}

export interface DeskMessage extends Omit<DeskMessageRow, 'assignee' | 'notes'> {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** A reply the desk sent, as the message's thread shows it. */
export interface DeskReply {
  id: string;
  body: string;
  sentTo: string;
  /** The staff member's e-mail. */
  sentBy: string;
  sentAt: string;
  /**
   * When the mail provider (or the outbox) took it: null while it waits on the queue, and for a reply older than
   * the delivery records are kept (`deliveryKnown` false then).
   */
  deliveredAt: string | null;
  deliveryKnown: boolean;
}

/** The account registered with the message's e-mail address (case aside), when there is one. */
export interface DeskMessageAccount {
  id: string;
  name: string;
}

export interface DeskMessageThread extends DeskMessage {
  account: DeskMessageAccount | null;
  /** Oldest first, under the message. */
  replies: DeskReply[];
}
