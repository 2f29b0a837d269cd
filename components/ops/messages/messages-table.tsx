'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import type { DeskMessageRow } from '@/lib/ops/messages';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import { deskMoment } from '../desk-format';
import type { Assignee } from '@/lib/ops/notes';
import { AssigneeLine } from '../notes/record-dialogs';
import { RecordMenu } from '../notes/record-menu';
import { BulkAction, BulkBar, useRowSelection } from '../row-selection';
import { HandledState } from './handled-state';
import { messagesApi } from './messages-api';

// Not prefetched: opening a message is a recorded view of the sender's details, so only a real click opens it.
const SubjectLink = ({ message }: { message: DeskMessageRow }) => (
  <Link
    href={`/ops/messages/${message.id}`}
    prefetch={false}
    className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
    aria-label={`${message.subject}, from ${message.firstName}, ${deskMoment(message.receivedAt)}`}
  >
    {message.subject}
  </Link>
);

const rowKey = (message: DeskMessageRow) => message.id;
const notHandled = (message: DeskMessageRow) => message.handledAt === null;
const messageName = (message: DeskMessageRow) => `${message.firstName}’s message “${message.subject}”`;

/** Contact messages, a page at a time; the ones not handled can be picked and marked handled at once. */
function MessageMenu({ message, assignees }: { message: DeskMessageRow; assignees: Assignee[] }) {
  return <RecordMenu subject="message" id={message.id} about={messageName(message)} notes={message.notes} assignee={message.assignee} assignees={assignees} />;
}

export function MessagesTable({ page, sort, assignees = [] }: { page: TablePage<DeskMessageRow>; sort: { key: string; dir: SortDirection }; assignees?: Assignee[] }) {
  const { selected, toggle, clear, picked } = useRowSelection(page.rows, rowKey, notHandled);
  const columns = useMemo<DeskColumn<DeskMessageRow>[]>(
    () => [
      { id: 'received', header: 'Received', sortKey: 'received', cell: (message) => deskMoment(message.receivedAt), className: 'whitespace-nowrap' },
      { id: 'from', header: 'From', cell: (message) => message.firstName },
      { id: 'subject', header: 'Subject', cell: (message) => <SubjectLink message={message} />, className: 'max-w-80' },
      {
        id: 'state',
        header: 'Status',
        cell: (message) => (
          <>
            <HandledState handledAt={message.handledAt} handledBy={message.handledBy} />
            <AssigneeLine assignee={message.assignee} />
          </>
        ),
      },
      { id: 'actions', header: 'Actions', className: 'text-right', cell: (message) => <MessageMenu message={message} assignees={assignees} /> },
    ],
    [assignees],
  );
  return (
    <div className="space-y-3">
      {page.rows.some(notHandled) ? (
        <BulkBar count={picked.length} noun={['message', 'messages']} onClear={clear}>
          <BulkAction
            label="Mark handled"
            run={async () => {
              const { handled } = await messagesApi.handleMany(picked.map(rowKey));
              return `${handled} ${handled === 1 ? 'message' : 'messages'} marked handled`;
            }}
            onDone={clear}
          />
        </BulkBar>
      ) : null}
      <DataTable
        caption="Contact messages"
        columns={columns}
        page={page}
        rowKey={rowKey}
        sort={sort}
        selection={{ selected, toggle, canSelect: notHandled, label: messageName }}
        empty="No messages here."
        mobileCard={(message) => (
          <div className="space-y-1 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold">{message.firstName}</span>
              <span className="text-xs text-muted-foreground">{deskMoment(message.receivedAt)}</span>
            </div>
            <SubjectLink message={message} />
            <HandledState handledAt={message.handledAt} handledBy={message.handledBy} />
            <AssigneeLine assignee={message.assignee} />
            <div className="flex justify-end">
              <MessageMenu message={message} assignees={assignees} />
            </div>
          </div>
        )}
      />
    </div>
  );
}
