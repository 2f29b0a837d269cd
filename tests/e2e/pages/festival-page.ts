import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import { workerSlot } from './auth-sheet';
import { e2eQuery } from './e2e-database';
import { Outbox } from './outbox';

/**
 * A campaign taking leads now, for this run only (the migrated ganesha campaign has ended with its season;
 * a fresh slug, with the worker's slot, also means no cached page of an earlier run or of the other worker).
 */
export async function liveCampaign(): Promise<string> {
  const slug = `e2e-fest-w${workerSlot()}-${Date.now().toString(36)}`;
  await e2eQuery(
    `insert into campaigns (slug, name, greeting, intro, welcome_message, society_name, homes_managed, starts_at, ends_at)
     select $1, name, greeting, intro, welcome_message, society_name, homes_managed, now() - interval '1 day', now() + interval '30 days'
     from campaigns where slug = 'ganesha'`,
    [slug],
  );
  return slug;
}

/** /summitt/{campaign} and its lead drawer. */
export class FestivalPage {
  readonly drawer: Locator;
  constructor(readonly page: Page) {
    this.drawer = page.getByTestId('lead-drawer');
  }

  async open(campaign: string): Promise<void> {
    await this.page.goto(`/summitt/${campaign}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async getStarted(): Promise<void> {
    await this.page.getByRole('button', { name: 'Get Started' }).click();
    await expect(this.drawer.getByRole('heading', { name: 'Get Started' })).toBeVisible();
  }

  async chooseRole(role: 'Tenant' | 'Buyer' | 'Property Owner'): Promise<void> {
    await this.drawer.getByText(role, { exact: true }).click();
    await expect(this.drawer.getByRole('radio', { name: new RegExp(role) })).toBeChecked();
  }

  async tickInterest(label: string): Promise<void> {
    await this.drawer.getByText(label, { exact: true }).click();
    await expect(this.drawer.getByRole('checkbox', { name: label })).toBeChecked();
  }

  async sendOtp(phone: string): Promise<void> {
    await this.drawer.getByLabel('WhatsApp number').fill(phone);
    await this.drawer.getByRole('button', { name: 'Send OTP' }).click();
    await expect(this.drawer.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  }

  async verify(code: string): Promise<void> {
    await this.drawer.getByRole('textbox', { name: '6-digit OTP' }).pressSequentially(code);
    await this.drawer.getByRole('button', { name: 'Verify' }).click();
  }
}

/** The newest WhatsApp code sent to +91{phone}, read from the outbox (stored under the E.164 number). */
export async function whatsappCode(outbox: Outbox, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const [newest] = await outbox.messages(`+91${phone}`);
        code = newest?.channel === 'whatsapp' ? (newest.text.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
        return code;
      },
      { message: `a WhatsApp code for +91${phone} in the outbox`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** `npm run leads:export` against the e2e server's database (ghomes_e2e on the embedded PostgreSQL). */
export async function exportLeads(args: string[]): Promise<string> {
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const { stdout } = await promisify(execFile)('npx', ['tsx', '--conditions=react-server', 'scripts/leads-export.ts', ...args], {
    env: { ...process.env, DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${port}/ghomes_e2e` },
  });
  return stdout;
}
