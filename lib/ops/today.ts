// What the desk's Today shows (server/staff/today.ts reads it, components/ops/today renders it).

export interface WaitingFigure {
  count: number;
  /** When the oldest one arrived; null when none waits. */
  oldestAt: Date | null;
}

export interface SocietyVisitDay {
  societyId: string;
  societyName: string;
  today: number;
  tomorrow: number;
}

/** A deposit whose return is overdue: the keys confirmed back, the due day passed, no return recorded. */
export interface OverdueDeposit {
  tenancyId: string;
  home: string;
  societyName: string;
  dueOn: string;
  amount: number;
  daysLate: number;
}

export interface DeskToday {
  today: string;
  tomorrow: string;
  /** Live visits of today and tomorrow (India days) per society, busiest first. */
  visits: SocietyVisitDay[];
  /** Offers waiting for an answer (Pending); null when the role does not open offers. */
  offers: WaitingFigure | null;
  /** Contact messages not handled yet; null without the messages section. */
  messages: WaitingFigure | null;
  /** Rent listings hidden as Unconfirmed, and Active ones with no owner to ask; null without listings. */
  listings: { unconfirmed: number; withoutOwner: number } | null;
  /** Tenants' broker reports the desk has not settled; null without the listings section. */
  brokerReports: WaitingFigure | null;
  /** Owners' new rents waiting for the desk (more than 30% away from the listed one); null without the owners section. */
  rentChanges: WaitingFigure | null;
  /** Homes owners added, waiting for the desk's check (lib/owners/home-submission.ts NEW_HOME_SLA_HOURS). */
  newHomes: WaitingFigure | null;
  /** Jobs that used every attempt; null without the queue. */
  failedJobs: number | null;
  /** Deposits overdue for return, the longest late first; null without the tenancies section. */
  depositsOverdue: OverdueDeposit[] | null;
}
