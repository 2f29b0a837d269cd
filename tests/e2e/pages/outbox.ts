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

  /**
   * The newest login code sent to an address after `after` (an ISO time), polling briefly. The newest message that
   * carries a code, not the newest message: another spec's import on the other worker may send this address an
   * alert digest at any moment.
   */
  async code(to: string, { after }: { after?: string } = {}): Promise<string> {
    let found = '';
    await expect
      .poll(
        async () => {
          const codes = (await this.messages(to)).filter((message) => (!after || message.created_at > after) && /^\d{6}$/m.test(message.text));
          found = codes[0]?.text.match(/^\d{6}$/m)?.[0] ?? '';
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
