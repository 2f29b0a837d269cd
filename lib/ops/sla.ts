// How long something has waited on the desk, and how that compares with its service level (docs/ops.md "Today"):
// within half the time it is on track, past half amber, past the whole time red.

export type SlaTone = 'ok' | 'amber' | 'red';

const HOUR = 3_600_000;

export function slaTone(waitedMs: number, slaHours: number): SlaTone {
  if (waitedMs >= slaHours * HOUR) return 'red';
  if (waitedMs >= (slaHours * HOUR) / 2) return 'amber';
  return 'ok';
}

/** '45 min', '3 h', '2 d 4 h': a wait as the desk reads it (whole units, rounded down). */
export function waitedText(waitedMs: number): string {
  const minutes = Math.max(0, Math.floor(waitedMs / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}
