'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import type { DeskMessageRow } from '@/lib/ops/messages';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import { deskMoment } from '../desk-format';
import { HandledState } from './handled-state';

// Not prefetched: opening a message is a recorded view of the sender's details, so only a real click opens it.
const SubjectLink = ({ message }: { message: DeskMessageRow }) => (
  <Link href={`/ops/messages/${message.id}`} prefetch={false} className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline">
    {message.subject}
  </Link>
);

export function MessagesTable({ page, sort }: { page: TablePage<DeskMessageRow>; sort: { key: string; dir: SortDirection } }) {
  const columns = useMemo<DeskColumn<DeskMessageRow>[]>(
    () => [
      { id: 'received', header: 'Received', sortKey: 'received', cell: (message) => deskMoment(message.receivedAt), className: 'whitespace-nowrap' },
      { id: 'from', header: 'From', cell: (message) => message.firstName },
      { id: 'subject', header: 'Subject', cell: (message) => <SubjectLink message={message} />, className: 'max-w-80' },
      { id: 'state', header: 'Status', cell: (message) => <HandledState handledAt={message.handledAt} handledBy={message.handledBy} /> },
    ],
    [],
  );
  return (
    <DataTable
      caption="Contact messages"
      columns={columns}
      page={page}
      rowKey={(message) => message.id}
      sort={sort}
      empty="No messages here."
      mobileCard={(message) => (
        <div className="space-y-1 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-semibold">{message.firstName}</span>
            <span className="text-xs text-muted-foreground">{deskMoment(message.receivedAt)}</span>
          </div>
          <SubjectLink message={message} />
          <HandledState handledAt={message.handledAt} handledBy={message.handledBy} />
        </div>
      )}
    />
  );
}
