// The desk's tables keep their state in the URL (page, page size, sort, filters), so a view can be shared and the
// back button returns to it. Parsed here, on both sides: the server page reads it to query one page of rows, the
// table's header and pager build links from it.

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Deep pages cost an ever longer scan; past this, filters narrow the list instead. */
export const MAX_PAGE = 200;

export type SortDirection = 'asc' | 'desc';
export type SearchParams = Record<string, string | string[] | undefined>;

export interface TableQuery<Sort extends string> {
  page: number;
  size: number;
  sort: Sort;
  dir: SortDirection;
}

/**
 * One page of a list: never more than `size` rows, whether a next page exists, and how many rows the whole
 * filtered list holds (a count on the same filters, read beside the page).
 */
export interface TablePage<Row> {
  rows: Row[];
  page: number;
  size: number;
  hasNext: boolean;
  total: number;
}

export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** A filter value that must be one of `allowed`; anything else is no filter. */
export function choiceParam<Value extends string>(params: SearchParams, key: string, allowed: readonly Value[]): Value | undefined {
  const value = firstParam(params, key);
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as Value) : undefined;
}

/** A yyyy-MM-dd filter value, or undefined. */
export function dateParam(params: SearchParams, key: string): string | undefined {
  const value = firstParam(params, key);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;
}

export function parseTableQuery<Sort extends string>(
  params: SearchParams,
  defaults: { sorts: readonly Sort[]; sort: Sort; dir: SortDirection },
): TableQuery<Sort> {
  const page = Number(firstParam(params, 'page'));
  const size = Number(firstParam(params, 'size'));
  const dir = firstParam(params, 'dir');
  return {
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: choiceParam(params, 'sort', defaults.sorts) ?? defaults.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaults.dir,
  };
}

/** The SQL window for a page: one row more than shown tells whether a next page exists. */
export function pageWindow(query: Pick<TableQuery<string>, 'page' | 'size'>): { limit: number; offset: number } {
  return { limit: query.size + 1, offset: (query.page - 1) * query.size };
}

export function toTablePage<Row>(rows: Row[], query: Pick<TableQuery<string>, 'page' | 'size'>, total: number): TablePage<Row> {
  return { rows: rows.slice(0, query.size), page: query.page, size: query.size, hasNext: rows.length > query.size && query.page < MAX_PAGE, total };
}

/** The last page of a list of `total` rows (1 for an empty list), never past MAX_PAGE. */
export function lastPage(total: number, size: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / size)));
}

/**
 * Where a page past the end of its list goes: the same view on its last page (`?page=999` of a list of 3 pages is
 * page 3; of an empty list, page 1, which says it is empty). Null when the page is within the list.
 */
export function pastEndHref(pathname: string, params: SearchParams | URLSearchParams, page: Pick<TablePage<unknown>, 'rows' | 'page' | 'size' | 'total'>): string | null {
  if (page.rows.length || page.page <= 1) return null;
  return tableHref(pathname, params, { page: lastPage(page.total, page.size) });
}

/** '1 result', '1,234 results'. */
export function resultsText(total: number): string {
  return `${total.toLocaleString('en-IN')} ${total === 1 ? 'result' : 'results'}`;
}

/**
 * The link to the same table with `changes` applied (null removes a key). Any change but the page itself starts
 * again at page 1: a new sort or filter makes the old page number meaningless.
 */
export function tableHref(pathname: string, current: SearchParams | URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams();
  const entries = current instanceof URLSearchParams ? [...current.entries()] : Object.entries(current).flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => [key, v] as const) : value === undefined ? [] : [[key, value] as const]));
  for (const [key, value] of entries) if (value !== '') next.append(key, value);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (next.get('page') === '1') next.delete('page');
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
