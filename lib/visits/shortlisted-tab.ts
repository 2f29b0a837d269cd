// The two tabs of /shortlisted and how the `tab` query parameter selects one (spec 2.7). Pure code: the page
// (server) and the tabs (client) both read it.

export type ShortlistedTab = 'doors-unlocked' | 'shortlisted';

export function parseShortlistedTab(value: string | string[] | undefined | null): ShortlistedTab {
  return value === 'shortlisted' ? 'shortlisted' : 'doors-unlocked';
}

/** Whether the URL names a tab (a link such as 'View Visits'); without one the page picks it (`openingTab`). */
export function namedShortlistedTab(value: string | string[] | undefined | null): ShortlistedTab | null {
  return value === 'shortlisted' || value === 'doors-unlocked' ? value : null;
}

/**
 * The tab /shortlisted opens on when the URL names none (the bottom navigation's 'Shortlisted'): where the
 * person's things are. Doors Unlocked (the spec's default) unless it shows nothing (no visit at all, cancelled
 * ones included) and the shortlist has something, so a person who only hearted homes sees them rather than
 * 'No visits yet'.
 */
export function openingTab(counts: { visitCards: number; shortlisted: number }): ShortlistedTab {
  return counts.visitCards === 0 && counts.shortlisted > 0 ? 'shortlisted' : 'doors-unlocked';
}
