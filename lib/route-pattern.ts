// A route's pattern from its path and its dynamic segments' values, for labels that must never hold an id or a
// URL: the metrics of API routes (server/http/observe.ts) and the pages real users' Web Vitals name.

/** /society/Prestige-Lakeside with {societyName} is /society/[societyName]; /api/visits/8d1e... is /api/visits/[visitId]. */
export function routePatternOf(pathname: string, params: Record<string, string | string[] | undefined>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') names.set(value, `[${name}]`);
    else value?.forEach((part) => names.set(part, `[...${name}]`));
  }
  const segments = pathname.split('/').map((segment) => names.get(safeDecode(segment)) ?? segment);
  return segments.filter((segment, index) => !(segment.startsWith('[...') && segments[index - 1] === segment)).join('/') || '/';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
