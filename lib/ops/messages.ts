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
}

export interface DeskMessage extends DeskMessageRow {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}
