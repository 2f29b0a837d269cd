// A reminder to a tenancy's owner that the deposit is due back (3 days before the due day, and on it or after),
// while no return is recorded. A React component whose default props are preview data; inline styles and a table
// layout.
import { EmailFrame } from './frame';

export type DepositReminderEvent = 'before_due' | 'due';

export interface DepositReminderProps {
  firstName?: string;
  event?: DepositReminderEvent;
  home?: string;
  societyName?: string;
  /** The due day as the page writes it: '6 Jan 2027'. */
  dueOn?: string;
  /** The deposit paid, and what the deductions add up to, as '₹1,50,000'. */
  amount?: string;
  deductions?: string;
  link?: string;
  brandName?: string;
  siteUrl?: string;
}

const preview = {
  firstName: 'Ravi',
  event: 'before_due' as DepositReminderEvent,
  home: 'B-1204 (2 BHK · Semi-Furnished)',
  societyName: 'Prestige Lakeside Habitat',
  dueOn: '6 Jan 2027',
  amount: '₹1,50,000',
  deductions: '₹0',
  link: 'http://localhost:3000/tenancy/00000000-0000-4000-8000-000000000000',
  brandName: 'GHomes',
  siteUrl: 'http://localhost:3000',
};

const fill = (props: DepositReminderProps) => ({ ...preview, ...props });

const HEADLINES: Record<DepositReminderEvent, string> = {
  before_due: 'The deposit is due back in 3 days',
  due: 'The deposit is due back',
};

function sentence(props: DepositReminderProps): string {
  const { event, home, societyName, dueOn, amount, deductions } = fill(props);
  const what = `The deposit of ${amount} for ${home} in ${societyName}`;
  const how = `Add any deduction with its photo or invoice (${deductions} so far), return the rest by bank transfer, and record what you returned.`;
  if (event === 'before_due') return `${what} is due back to the tenant by ${dueOn}, as the agreement says. ${how}`;
  return `${what} was due back to the tenant on ${dueOn}, and no return is recorded yet. ${how}`;
}

export function depositReminderSubject(props: DepositReminderProps = {}): string {
  const { event, societyName } = fill(props);
  return `${HEADLINES[event]}: ${societyName}`;
}

export function depositReminderText(props: DepositReminderProps = {}): string {
  const { firstName, link, brandName, siteUrl } = fill(props);
  return [`Hi ${firstName},`, '', sentence(props), link, '', `${brandName} · Rent • Buy • Sell in Gated Societies · ${siteUrl}`].join('\n');
}

export function depositReminderWhatsApp(props: DepositReminderProps = {}): string {
  const { brandName, link } = fill(props);
  return `${brandName}: ${sentence(props)} ${link}`;
}

export default function DepositReminderEmail(props: DepositReminderProps) {
  const { firstName, event, link, brandName, siteUrl } = fill(props);
  return (
    <EmailFrame title={depositReminderSubject(props)} brandName={brandName} siteUrl={siteUrl}>
      <tr>
        <td style={{ padding: '28px', color: '#0f172a' }}>
          <h1 style={{ margin: 0, fontSize: 20, lineHeight: '28px' }}>{HEADLINES[event]}</h1>
          <p style={{ margin: '8px 0 0', fontSize: 15, lineHeight: '22px', color: '#475569' }}>
            Hi {firstName}, {sentence(props)}
          </p>
          <p style={{ margin: '20px 0 0' }}>
            <a href={link} style={{ display: 'inline-block', backgroundColor: '#0f766e', color: '#ffffff', padding: '10px 18px', borderRadius: 10, textDecoration: 'none', fontWeight: 600, fontSize: 14 }}>
              Open the deposit
            </a>
          </p>
        </td>
      </tr>
    </EmailFrame>
  );
}
