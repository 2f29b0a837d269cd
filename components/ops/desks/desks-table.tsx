'use client';

import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { Badge } from '@/components/ui/badge';
import type { TablePage } from '@/lib/ops/table-query';
import { DeskActions } from './desk-actions';

export interface DeskTableRow {
  id: string;
  name: string;
  /** When the current PIN was set, already formatted; null: no desk. */
  pinSetAt: string | null;
}

function DeskState({ row }: { row: DeskTableRow }) {
  return row.pinSetAt ? <Badge variant="green">Desk since {row.pinSetAt}</Badge> : <Badge variant="grey">No desk</Badge>;
}

const columns: DeskColumn<DeskTableRow>[] = [
  { id: 'name', header: 'Society', sortKey: 'name', cell: (row) => <span className="font-medium">{row.name}</span> },
  { id: 'desk', header: 'Security desk', cell: (row) => <DeskState row={row} /> },
  { id: 'actions', header: 'Actions', className: 'text-right', cell: (row) => <DeskActions society={row} hasDesk={row.pinSetAt !== null} /> },
];

export function DesksTable({ page, dir }: { page: TablePage<DeskTableRow>; dir: 'asc' | 'desc' }) {
  return (
    <DataTable
      caption="Societies and their security desks"
      columns={columns}
      page={page}
      rowKey={(row) => row.id}
      sort={{ key: 'name', dir }}
      empty="No society matches these filters."
      mobileCard={(row) => (
        <div className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{row.name}</span>
            <DeskState row={row} />
          </div>
          <DeskActions society={row} hasDesk={row.pinSetAt !== null} />
        </div>
      )}
    />
  );
}
