'use client';

import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { tableHref, type SortDirection, type TablePage } from '@/lib/ops/table-query';
import { cn } from '@/lib/utils';
import { TablePager } from './table-pager';
import { PageCheckbox, RowCheckbox, type RowSelection } from './row-selection';

/** One column of a desk table: its header, how a row shows in it, and the URL sort key when it sorts. */
export interface DeskColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortKey?: string;
  className?: string;
}

interface DataTableProps<Row extends RowData> {
  /** What the table lists, for screen readers ('Offers', 'Visits on 28 Nov'). */
  caption: string;
  columns: DeskColumn<Row>[];
  page: TablePage<Row>;
  rowKey: (row: Row) => string;
  sort: { key: string; dir: SortDirection };
  /** How a row reads on a phone (below 768 px), where a wide table would scroll sideways. */
  mobileCard: (row: Row) => ReactNode;
  empty: ReactNode;
  /** Rows a bulk action can take: a checkbox each (named by its row) and one for the page. */
  selection?: RowSelection<Row>;
  /** One line a row (about 64 px) for lists read many rows at a time. */
  dense?: boolean;
}

const features = tableFeatures({});

/**
 * The desk's table (shadcn's data-table pattern on TanStack Table): the server has already sorted, filtered and
 * cut the page, so the table only renders it; sorting and paging are links that change the URL. On a phone each
 * row is a card.
 */
export function DataTable<Row extends RowData>({ caption, columns, page, rowKey, sort, mobileCard, empty, selection, dense = false }: DataTableProps<Row>) {
  const allColumns = useMemo<DeskColumn<Row>[]>(
    () =>
      selection
        ? [{ id: 'select', header: 'Select', className: 'w-12', cell: (row: Row) => <RowCheckbox selection={selection} row={row} rowKey={rowKey} /> }, ...columns]
        : columns,
    [columns, selection, rowKey],
  );
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    return helper.columns(allColumns.map((column) => helper.display({ id: column.id, header: column.header, cell: ({ row }) => column.cell(row.original) })));
  }, [allColumns]);
  const table = useTable({ features, columns: tableColumns, data: page.rows, getRowId: (row) => rowKey(row) });
  const byId = useMemo(() => new Map(allColumns.map((column) => [column.id, column])), [allColumns]);

  if (!page.rows.length)
    return (
      <div className="space-y-3">
        <div className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{empty}</div>
        <TablePager page={page} />
      </div>
    );
  return (
    <div className="space-y-3">
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {page.rows.map((row) => (
          <li key={rowKey(row)} className="relative rounded-xl border bg-card p-4 shadow-sm">
            {selection ? (
              <div className="-ml-2 -mt-2 mb-1">
                <RowCheckbox selection={selection} row={row} rowKey={rowKey} withLabel />
              </div>
            ) : null}
            {mobileCard(row)}
          </li>
        ))}
      </ul>
      <div className="hidden rounded-xl border bg-card md:block">
        <Table>
          <caption className="sr-only">{caption}</caption>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  return (
                    <TableHead key={header.id} className={column?.className} aria-sort={ariaSort(column?.sortKey, sort)}>
                      {column?.id === 'select' && selection ? (
                        <PageCheckbox selection={selection} rows={page.rows} rowKey={rowKey} />
                      ) : column?.sortKey ? (
                        <SortLink column={column} sort={sort} />
                      ) : (
                        column?.header
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id}>
                {/* Each cell is called, not rendered through FlexRender: FlexRender treats the cell function as a
                    component type, and a new function per render remounts the cell (a menu or dialog open in it closes). */}
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} className={cn(dense && 'py-1', byId.get(cell.column.id)?.className)}>
                    {byId.get(cell.column.id)?.cell(row.original)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <TablePager page={page} />
    </div>
  );
}

function ariaSort(sortKey: string | undefined, sort: { key: string; dir: SortDirection }) {
  if (!sortKey || sortKey !== sort.key) return undefined;
  return sort.dir === 'asc' ? 'ascending' : 'descending';
}

function SortLink<Row>({ column, sort }: { column: DeskColumn<Row>; sort: { key: string; dir: SortDirection } }) {
  const pathname = usePathname() ?? '/ops';
  const params = useSearchParams();
  const active = column.sortKey === sort.key;
  const nextDir: SortDirection = active && sort.dir === 'desc' ? 'asc' : 'desc';
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Link
      href={tableHref(pathname, new URLSearchParams(params?.toString()), { sort: column.sortKey!, dir: nextDir })}
      className={cn('-mx-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 hover:text-foreground', active && 'text-foreground')}
      scroll={false}
    >
      {column.header}
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{active ? `, sorted ${sort.dir === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
    </Link>
  );
}
