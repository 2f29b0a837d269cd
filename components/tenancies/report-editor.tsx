'use client';

import { useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { formatCalendarDay } from '@/lib/time/india';
import { formatIndiaMomentIn } from '@/lib/time/india-locale';
import type { ConditionReportView } from '@/lib/validation/condition-reports';
import { ReportActions } from './report-actions';
import { ReportHandover } from './report-handover';
import { ReportRoom } from './report-room';

// A condition report's page for one of its parties (docs/move-in.md "The condition reports"): the rooms as collapsible
// sections with their notes and photos, the meters, keys and fittings, and the next step. The tenant edits while it
// is a draft; the owner reads it and confirms or comments; once locked, nobody edits. Its words are the `tenancy`
// messages' `report` group, in the page's language; what the parties typed (notes, the comment) stays as typed.

function Confirmations({ report }: { report: ConditionReportView }) {
  const t = useCopy('tenancy');
  const { locale } = useLocalePath();
  const line = (who: string, at: string | null) => (
    <li className="flex justify-between gap-2">
      <span>{who}</span>
      <span className={at ? 'font-medium text-green-800' : 'text-muted-foreground'}>{at ? t('report.confirmedAt', { moment: formatIndiaMomentIn(locale, at) }) : t('view.notYet')}</span>
    </li>
  );
  return (
    <ul className="space-y-1 text-sm" data-testid="report-confirmations">
      {line(t('view.theTenant'), report.tenant?.at ?? null)}
      {line(t('view.theOwner'), report.owner?.at ?? null)}
    </ul>
  );
}

export function ConditionReportEditor({ initial }: { initial: ConditionReportView }) {
  const t = useCopy('tenancy');
  const { locale } = useLocalePath();
  const [report, setReport] = useState(initial);
  const editable = report.viewer === 'tenant' && report.status === 'draft';
  return (
    <div className="space-y-4" data-testid="condition-report">
      {report.fillBy && report.status !== 'locked' ? (
        <p className="text-sm font-medium" data-testid="report-fill-by">
          {t('reportCard.fillItBy', { date: formatCalendarDay(report.fillBy, locale) })}
        </p>
      ) : null}
      {editable ? <p className="text-sm text-muted-foreground">{t('report.editIntro')}</p> : null}
      {report.ownerComment && report.status === 'draft' ? (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="report-owner-comment">
          <p className="font-medium">{t('report.ownerComment')}</p>
          <p className="whitespace-pre-wrap" data-as-typed>
            {report.ownerComment.text}
          </p>
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
