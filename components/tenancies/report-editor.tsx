'use client';

import { useState } from 'react';
import { formatCalendarDay, formatIndiaMoment } from '@/lib/time/india';
import type { ConditionReportView } from '@/lib/validation/condition-reports';
import { ReportActions } from './report-actions';
import { ReportHandover } from './report-handover';
import { ReportRoom } from './report-room';

// A condition report's page for one of its parties (docs/move-in.md "The condition reports"): the rooms as collapsible
// sections with their notes and photos, the meters, keys and fittings, and the next step. The tenant edits while it
// is a draft; the owner reads it and confirms or comments; once locked, nobody edits.

function Confirmations({ report }: { report: ConditionReportView }) {
  const line = (who: string, at: string | null) => (
    <li className="flex justify-between gap-2">
      <span>{who}</span>
      <span className={at ? 'font-medium text-green-800' : 'text-muted-foreground'}>{at ? `Confirmed ${formatIndiaMoment(at)}` : 'Not yet'}</span>
    </li>
  );
  return (
    <ul className="space-y-1 text-sm" data-testid="report-confirmations">
      {line('The tenant', report.tenant?.at ?? null)}
      {line('The owner', report.owner?.at ?? null)}
    </ul>
  );
}

export function ConditionReportEditor({ initial }: { initial: ConditionReportView }) {
  const [report, setReport] = useState(initial);
  const editable = report.viewer === 'tenant' && report.status === 'draft';
  return (
    <div className="space-y-4" data-testid="condition-report">
      {report.fillBy && report.status !== 'locked' ? (
        <p className="text-sm font-medium" data-testid="report-fill-by">
          Fill it by {formatCalendarDay(report.fillBy)}
        </p>
      ) : null}
      {editable ? <p className="text-sm text-muted-foreground">Open each room, write what you see and add photos. Location and camera details are removed from the photos.</p> : null}
      {report.ownerComment && report.status === 'draft' ? (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="report-owner-comment">
          <p className="font-medium">The owner&apos;s comment</p>
          <p className="whitespace-pre-wrap">{report.ownerComment.text}</p>
        </div>
      ) : null}
      <div className="space-y-2">
        {report.rooms.map((room) => (
          <ReportRoom key={room.key} report={report} room={room} editable={editable} onChange={setReport} />
        ))}
      </div>
      {/* Keyed by status so the forms start again from what the server holds after a send or a comment. */}
      <ReportHandover key={report.status} report={report} editable={editable} onChange={setReport} />
      <Confirmations report={report} />
      <ReportActions report={report} onChange={setReport} />
    </div>
  );
}
