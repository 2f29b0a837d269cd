'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable, type DeskColumn } from '@/components/ops/data-table';
import { deskRecordHref } from '@/lib/ops/desk-search-results';
import type { DeskOwner } from '@/lib/ops/owners';
import type { SortDirection, TablePage } from '@/lib/ops/table-query';
import { EditOwner } from './edit-owner';
import { OwnerContact } from './owner-contact';

/** The owner's name, opening their page (homes, links, offers, a rent waiting). */
function OwnerName({ owner }: { owner: DeskOwner }) {
  return (
    <Link href={deskRecordHref.owner(owner.id)} className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline" data-testid="owner-name">
      {owner.name}
    </Link>
  );
}

const channelLabel = (owner: DeskOwner) => (owner.channel === 'email' ? 'E-mail' : 'WhatsApp');
const verifiedLabel = (owner: DeskOwner) => (owner.phoneVerified ? 'Number proved' : 'Not proved yet');

export function OwnersTable({ page, sort }: { page: TablePage<DeskOwner>; sort: { key: string; dir: SortDirection } }) {
  const columns = useMemo<DeskColumn<DeskOwner>[]>(
    () => [
      { id: 'name', header: 'Name', sortKey: 'name', cell: (owner) => <OwnerName owner={owner} /> },
      { id: 'contact', header: 'Contact', cell: (owner) => <OwnerContact id={owner.id} name={owner.name} hint={owner.phoneHint} /> },
      { id: 'channel', header: 'Channel', cell: channelLabel },
      { id: 'verified', header: 'WhatsApp', cell: verifiedLabel, className: 'text-muted-foreground' },
      { id: 'edit', header: 'Edit', cell: (owner) => <EditOwner owner={owner} /> },
    ],
    [],
  );
  return (
    <DataTable
      caption="Owners"
      columns={columns}
      page={page}
      rowKey={(owner) => owner.id}
      sort={sort}
      empty="No owner matches. Owners come from the properties import (owner columns)."
      mobileCard={(owner) => (
        <div className="space-y-1 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <OwnerName owner={owner} />
            <span className="text-xs text-muted-foreground">{channelLabel(owner)}</span>
          </div>
          <OwnerContact id={owner.id} name={owner.name} hint={owner.phoneHint} />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-muted-foreground">{verifiedLabel(owner)}</span>
            <EditOwner owner={owner} />
          </div>
        </div>
      )}
    />
  );
}
