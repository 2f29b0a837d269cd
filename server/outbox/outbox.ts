import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { outbox_messages, type OutboxAttachment } from '@/server/db/schema';
import { logger } from '@/server/log/logger';

// Every message sent while no real provider is configured (docs/decisions.md "Processes"): stored here, listed at
// /dev/outbox. The row holds the full message (tests read codes from it); log lines never do.

export type OutboxChannel = 'email' | 'whatsapp';

export interface OutboxInput {
  channel: OutboxChannel;
  to: string;
  subject?: string | null;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[] | null;
}

export interface OutboxMessage {
  id: string;
  to: string;
  channel: OutboxChannel;
  subject: string | null;
  text: string;
  html: string | null;
  attachments: OutboxAttachment[];
  created_at: string;
}

export async function addToOutbox(input: OutboxInput): Promise<string> {
  const [row] = await getDb()
    .insert(outbox_messages)
    .values({
      channel: input.channel,
      to_address: input.to,
      subject: input.subject ?? null,
      text: input.text,
      html: input.html ?? null,
      attachments: input.attachments?.length ? input.attachments : null,
    })
    .returning({ id: outbox_messages.id });
  const id = row!.id;
  logger('outbox').info({ channel: input.channel, to: input.to, subject: input.subject ?? '', id }, 'stored in the outbox (read it at /dev/outbox)');
  return id;
}

/** Newest first; `to` filters by exact address (e-mail compared lower-cased). */
export async function listOutbox({ to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const address = to?.trim();
  const rows = await getDb()
    .select()
    .from(outbox_messages)
    .where(address ? eq(outbox_messages.to_address, address.includes('@') ? address.toLowerCase() : address) : undefined)
    .orderBy(desc(outbox_messages.created_at), desc(outbox_messages.id))
    .limit(Math.min(Math.max(limit, 1), 200));
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    channel: row.channel as OutboxChannel,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments ?? [],
    created_at: row.created_at.toISOString(),
  }));
}
