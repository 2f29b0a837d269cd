// Shared by the delivery tests: the outbox as both transports (no SMTP, no twilio) for one test file, and reads
// of what reached the outbox.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { outbox_messages, profiles } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';

/** Mail and WhatsApp go to the outbox in this file; WHATSAPP_DAILY_CAP is restored afterwards too. */
export function useOutboxTransports(): void {
  const saved = { SMTP_URL: process.env.SMTP_URL, TWILIO_ACCOUNT_SID: process.env.TWILIO_ACCOUNT_SID, WHATSAPP_DAILY_CAP: process.env.WHATSAPP_DAILY_CAP };
  beforeAll(() => {
    delete process.env.SMTP_URL;
    delete process.env.TWILIO_ACCOUNT_SID;
    resetEnvCacheForTests();
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvCacheForTests();
  });
}

/** What the outbox holds for one address on one channel. */
export const outboxTo = async (to: string, channel: 'email' | 'whatsapp') =>
  getDb().select().from(outbox_messages).where(and(eq(outbox_messages.to_address, to), eq(outbox_messages.channel, channel)));

/** A person's number in E.164, as WhatsApp deliveries address it. */
export async function phoneOf(userId: string): Promise<string> {
  const [row] = await getDb().select({ country: profiles.country_code, phone: profiles.phone }).from(profiles).where(eq(profiles.id, userId));
  return `${row!.country}${row!.phone}`;
}
