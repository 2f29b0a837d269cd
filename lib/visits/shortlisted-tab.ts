// The two tabs of /shortlisted and how the `tab` query parameter selects one (spec 2.7). Pure code: the page
// (server) and the tabs (client) both read it.

export type ShortlistedTab = 'doors-unlocked' | 'shortlisted';

export function parseShortlistedTab(value: string | string[] | undefined | null): ShortlistedTab {
  return value === 'shortlisted' ? 'shortlisted' : 'doors-unlocked';
}
