// URL forms of society and builder names: one module that every link and every lookup uses.
//
// Society (spec 2.1): dashes stand for spaces and triple dashes for a spaced dash (" - "). A hyphen inside a
// name ("Silicon-Oasis") would be read back as a space, so it is written as a double dash. Lookups also accept
// the plain spec form through a normalised comparison (see `normalizedSocietyKey`), so old links keep working.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export function societySlug(name: string): string {
  const encoded = name
    .trim()
    .split(' - ')
    .map((part) => part.replace(/-/g, '--').replace(/\s+/g, '-'))
    .join('---');
  return encodeURIComponent(encoded);
}

export function societyNameFromSlug(slug: string): string {
  let text: string;
  try {
    text = decodeURIComponent(slug);
  } catch {
    text = slug;
  }
  return text.replace(/-+/g, (run) => {
    let remaining = run.length;
    let out = '';
    while (remaining >= 3) {
      out += ' - ';
      remaining -= 3;
    }
    if (remaining === 2) out += '-';
    if (remaining === 1) out += ' ';
    return out;
  });
}

/** Lower-case letters and digits separated by single dashes: how a name and any of its slugs compare. */
export function normalizedSocietyKey(nameOrSlug: string): string {
  let text = nameOrSlug;
  try {
    text = decodeURIComponent(nameOrSlug);
  } catch {
    // keep as is
  }
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function societyPath(society: { name: string }): string {
  return `/society/${societySlug(society.name)}`;
}

/** Builder page slug (spec 2.1): name lower-cased, spaces as dashes. */
export function builderSlug(name: string): string {
  return encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'));
}

/** Builder name from the slug (spec 2.13): dashes to spaces, words capitalised. Lookups are case-insensitive. */
export function builderNameFromSlug(slug: string): string {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // keep as is
  }
  return text
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function builderPath(builder: { name: string }): string {
  return `/builder/${builderSlug(builder.name)}`;
}
