// Page objects for /shortlisted and /society-visits/{id}, and a test-only way to give a person more visits:
// rows inserted into the e2e database (the first visit of the story is booked through the sheet; past and
// extra visits are given directly, a past one cannot be booked).
import { expect, type Locator, type Page } from '@playwright/test';
import { claimSocieties, unclaimed } from './claims';
import { e2eQuery } from './e2e-database';

export interface SeededHome {
  societyId: string;
  societyName: string;
  propertyId: string;
  listingId: string;
}

/**
 * Two Active rent homes of one seeded society nobody has visited or claimed yet (a fresh pair each call): the
 * society is claimed for the calling spec (./claims.ts), so a spec on the other worker never gets it too.
 */
export async function rentHomesOfOneSociety(offset = 0): Promise<SeededHome[]> {
  const rows = await claimSocieties<{ society_id: string; name: string; property_id: string; id: string }>(
    `with candidates as (
       select r.society_id from property_rent_listings r
       where r.listing_status = 'Active' and not exists (select 1 from visits v where v.society_id = r.society_id)
         and ${unclaimed('r.society_id')}
       group by r.society_id having count(*) >= 2 order by r.society_id offset $1 limit 1)
     select r.society_id, s.name, r.property_id, r.id from property_rent_listings r
     join candidates c on c.society_id = r.society_id join gated_societies s on s.id = r.society_id
     where r.listing_status = 'Active' order by r.id limit 2`,
    [offset],
  );
  return rows.map((row) => ({ societyId: row.society_id, societyName: row.name, propertyId: row.property_id, listingId: row.id }));
}

/** A visit for the person with this e-mail, `days` India-time days from today at 11:00 or 11:30 IST. */
export async function insertVisitFor(email: string, home: SeededHome, days: number, halfPast = false, status = 'open'): Promise<string> {
  const [row] = await e2eQuery<{ id: string }>(
    `insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id)
     select p.id, t.start, t.start + interval '30 minutes', 'rental', $5, $2, $3, $4
     from profiles p,
     lateral (select ((((now() at time zone 'Asia/Kolkata')::date + $6::int) + time '11:00' + ($7::int * interval '30 minutes')) at time zone 'Asia/Kolkata') as start) t
     where lower(p.email) = lower($1)
     returning id`,
    [email, home.propertyId, home.societyId, home.listingId, status, days, halfPast ? 1 : 0],
  );
  if (!row) throw new Error(`no profile for ${email}`);
  return row.id;
}

export class ShortlistedPage {
  constructor(readonly page: Page) {}
  async goto(tab?: 'shortlisted' | 'doors-unlocked') {
    await this.page.goto(tab ? `/shortlisted?tab=${tab}` : '/shortlisted');
  }
  tab(name: 'Doors Unlocked' | 'Shortlisted'): Locator {
    return this.page.getByRole('tab', { name });
  }
  section(name: 'Upcoming Visits' | 'Past Visits' | 'Cancelled Visits'): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${name}`) });
  }
  societyCard(section: Locator, societyName: string): Locator {
    return section.getByTestId('visit-society-card').filter({ hasText: societyName });
  }
  shortlistCard(text: string): Locator {
    return this.page.getByTestId('shortlist-card').filter({ hasText: text });
  }
}

export class SocietyVisitsPage {
  constructor(readonly page: Page) {}
  card(visitId: string): Locator {
    return this.page.locator(`[data-testid="visit-card"][data-visit-id="${visitId}"]`);
  }
  async updateStatus(visitId: string, feedback: 'Shortlisted' | 'On Hold' | 'Dropped' | 'Visit Again', notes: string) {
    await this.card(visitId).getByRole('button', { name: 'Update Status' }).click();
    const sheet = this.page.getByTestId('visit-update-sheet');
    await expect(sheet.getByRole('heading', { name: 'Update Visit Status' })).toBeVisible();
    // The chip is the radio's label (the input itself is visually hidden). Tap it until the radio reads checked:
    // a tap that lands while the drawer is still sliding in is ignored by vaul.
    const radio = sheet.getByRole('radio', { name: feedback });
    const chip = sheet.locator('label').filter({ hasText: new RegExp(`^${feedback}$`) });
    await expect(async () => {
      await chip.click();
      await expect(radio).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await sheet.getByLabel('Notes').fill(notes);
    await sheet.getByRole('button', { name: 'Save' }).click();
  }
}
