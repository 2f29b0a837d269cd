// A home as the desk names it, with its unit (the house number the operator gave: the door staff open), so two homes
// of one configuration in one society are never told apart by their society alone.

/** '2 BHK · Semi-Furnished · Unit B-1204'; the title alone when the home has no unit on record. */
export function homeAndUnit(title: string, unit: string | null | undefined): string {
  const trimmed = unit?.trim();
  return trimmed ? `${title} · Unit ${trimmed}` : title;
}
