// The operator export of festival leads (`npm run leads:export`): argument parsing and the CSV rows, pure so
// that they are unit-tested; the script only reads the database and prints.
import { csvLines, toCsv } from '@/lib/csv';
import { formatIndiaTimestamp, isCalendarDate, startOfIndiaDay } from '@/lib/time/india';
import { OWNER_INTEREST_LABELS, type LeadRole, type OwnerInterest } from '@/lib/validation/leads';

export interface ExportOptions {
  campaign?: string;
  /** Start of the day given, India time. */
  since?: Date;
}

/** Which leads a list or an export holds: the command's options, plus the desk's filters. */
export interface LeadFilters extends ExportOptions {
  /** Verified before this instant (the desk's 'to' day, exclusive end). */
  until?: Date;
  role?: LeadRole;
  /** Owners who named this interest. */
  interest?: OwnerInterest;
}

export const EXPORT_USAGE = 'usage: npm run leads:export -- [--campaign <slug>] [--since YYYY-MM-DD]';

/** Parses `--campaign ganesha --since 2026-09-01` (also `--since=...`); throws a message for anything else. */
export function parseExportArgs(argv: readonly string[]): ExportOptions {
  const options: ExportOptions = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = inline ?? argv[++index];
    if (flag === '--campaign') {
      if (!value || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) throw new Error(`--campaign needs a campaign slug such as ganesha\n${EXPORT_USAGE}`);
      options.campaign = value;
    } else if (flag === '--since') {
      if (!value || !isCalendarDate(value)) throw new Error(`--since needs a date as YYYY-MM-DD (India time)\n${EXPORT_USAGE}`);
      options.since = startOfIndiaDay(value);
    } else {
      throw new Error(`unknown argument ${JSON.stringify(arg)}\n${EXPORT_USAGE}`);
    }
  }
  return options;
}

export interface ExportLead {
  campaign: string;
  phone: string;
  role: string;
  ownerInterests: string[];
  verifiedAt: Date;
  createdAt: Date;
}

export const EXPORT_HEADER = ['campaign', 'phone', 'role', 'owner_interests', 'verified_at_ist', 'first_joined_at_ist'] as const;

const interestLabel = (interest: string) => OWNER_INTEREST_LABELS[interest as OwnerInterest] ?? interest;

function leadRecord(lead: ExportLead) {
  return [
    lead.campaign,
    // The national number: every lead number is +91, and a leading '+' would read as a formula in spreadsheets.
    lead.phone,
    lead.role,
    lead.ownerInterests.map(interestLabel).join('; '),
    formatIndiaTimestamp(lead.verifiedAt),
    formatIndiaTimestamp(lead.createdAt),
  ];
}

/** The header line, written once before the first batch of a streamed export. */
export const leadsCsvHeader = () => toCsv(EXPORT_HEADER, []);

/** One batch of records (no header), for an export written in parts. */
export const leadsCsvRecords = (leads: readonly ExportLead[]) => csvLines(leads.map(leadRecord));

export function leadsCsv(leads: readonly ExportLead[]): string {
  return leadsCsvHeader() + leadsCsvRecords(leads);
}
