// The retention table: what we hold about a person, why, how long, and who receives it. The Privacy page draws it
// and the purge jobs (server/privacy/retention.ts) take their periods from the same settings, so the page can
// never promise a period the jobs do not keep.

/** The configurable periods, in days (RETENTION_* in server/env.ts). */
export interface RetentionSettings {
  codeDays: number;
  messageDays: number;
  leadDays: number;
  securityLogDays: number;
  tenancyDays: number;
}

/** The defaults of server/env.ts, for tests and previews. */
export const DEFAULT_RETENTION: RetentionSettings = { codeDays: 1, messageDays: 90, leadDays: 365, securityLogDays: 365, tenancyDays: 1095 };

export interface RetentionItem {
  what: string;
  purpose: string;
  kept: string;
  receivers: string;
}

/** '1 day', '90 days', '1 year', '2 years'. */
export function daysLabel(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

const WHILE_ACCOUNT = 'While you have an account: deleted 48 hours after you ask, or after 3 years without a sign-in (you are told 48 hours before)';
const ONLY_US = 'Only the GHomes team';

export function retentionItems(settings: RetentionSettings): RetentionItem[] {
  return [
    { what: 'Account: name, e-mail address, phone number', purpose: 'Signing you in; confirming visits and offers', kept: WHILE_ACCOUNT, receivers: 'The society’s security desk: your first name and visit slot only' },
    {
      what: 'Tenant profile: occupation, employer or business, family or bachelors, occupants, pets, home state, city, short bio',
      purpose: 'Sending offers on homes',
      kept: WHILE_ACCOUNT,
      receivers: 'Owners of homes you make an offer on: your first name, occupation and household, only while you allow it',
    },
    { what: 'Visits and their gate passes', purpose: 'Booking and attending home visits', kept: WHILE_ACCOUNT, receivers: 'The home’s owner; the security desk: first name and slot only' },
    { what: 'Offers you send', purpose: 'Negotiating a rent with the owner', kept: WHILE_ACCOUNT, receivers: 'The home’s owner' },
    { what: 'Hearts, saved searches, new-listing alerts, brochure downloads', purpose: 'Your shortlist, alerts and digests', kept: WHILE_ACCOUNT, receivers: ONLY_US },
    {
      what: 'The address your phone’s browser gave us for notifications (only if you turned them on)',
      purpose: 'Visit reminders, reschedules and cancellations as notifications',
      kept: 'Until you turn them off, delete your account, or the push service says the address is gone',
      receivers: 'Your browser’s push service (Google, Apple or Mozilla), to deliver them',
    },
    {
      what: 'Broker reports you send: the listing, what happened, the details you add',
      purpose: 'Keeping brokers off GHomes: our team checks each listing reported',
      kept: 'While you have an account; afterwards the report stays for the listing, without your name or your details',
      receivers: ONLY_US,
    },
    {
      what: 'Tenancies: the rent agreement, its versions and who agreed when, the move-in steps, condition reports and the deposit',
      purpose: 'Agreeing the tenancy with the owner and settling the deposit',
      kept: `${WHILE_ACCOUNT}; an agreement both of you agreed to stays as agreed, with the deposit’s record, for ${daysLabel(settings.tenancyDays)} after its term ends`,
      receivers: 'The home’s owner; our team when it helps either of you',
    },
    { what: 'Your consent choices and when you made them', purpose: 'Proving what you allowed, and when', kept: WHILE_ACCOUNT, receivers: ONLY_US },
    { what: 'Copies of e-mails and WhatsApp messages we sent you, and their delivery records', purpose: 'Sending each message once; answering your questions about it', kept: daysLabel(settings.messageDays), receivers: 'Our e-mail and WhatsApp providers, to deliver them' },
    { what: 'One-time codes and sign-in links', purpose: 'Proving your e-mail address or WhatsApp number', kept: `${daysLabel(settings.codeDays)} after they expire`, receivers: ONLY_US },
    {
      what: 'Festival leads: phone number, whether you rent, buy or own, your interests',
      purpose: 'Calling you back about the festival',
      kept: `${daysLabel(settings.leadDays)} after the festival ends, unless you create an account with that number`,
      receivers: ONLY_US,
    },
    { what: 'Security logs: sign-in sessions (device, network address) and the record of what our team viewed or changed', purpose: 'Keeping accounts safe; showing who at GHomes looked at your data', kept: daysLabel(settings.securityLogDays), receivers: ONLY_US },
    { what: 'Request counters per network address', purpose: 'Stopping abuse', kept: '1 day', receivers: ONLY_US },
  ];
}
