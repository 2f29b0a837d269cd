import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'whatsapp';
  subject: string | null;
  text: string;
  created_at: string;
}

/** The dev outbox (/dev/outbox?format=json), where codes land while no mail provider is configured. */
export class Outbox {
  constructor(private readonly request: APIRequestContext) {}

  async messages(to: string): Promise<OutboxMessage[]> {
    const response = await this.request.get(`/dev/outbox?format=json&to=${encodeURIComponent(to)}`);
    expect(response.ok(), 'the outbox must be the mail transport (SMTP_URL unset)').toBeTruthy();
    return (await response.json()) as OutboxMessage[];
  }

  /** The newest login code sent to an address after `since` (an ISO time or a message count), polling briefly. */
  async code(to: string, { after }: { after?: string } = {}): Promise<string> {
    let found = '';
    await expect
      .poll(
        async () => {
          const [newest] = await this.messages(to);
          if (!newest || (after && newest.created_at <= after)) return '';
          found = newest.text.match(/^\d{6}$/m)?.[0] ?? '';
          return found;
        },
        { message: `a login code for ${to} in the outbox`, timeout: 15_000 },
      )
      .toMatch(/^\d{6}$/);
    return found;
  }

  async newestTime(to: string): Promise<string | undefined> {
    return (await this.messages(to))[0]?.created_at;
  }
}
