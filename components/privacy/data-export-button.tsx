'use client';

import { FileDownIcon } from 'lucide-react';
import { useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { privacyApi } from './privacy-api';

/** 'Download my data': asks for the file; its link comes by e-mail (the file is built by a job). */
export function DataExportButton() {
  const [state, setState] = useState<'idle' | 'saving' | 'requested'>('idle');
  const t = useCopy('account');
  const request = async () => {
    setState('saving');
    try {
      await privacyApi.requestExport();
      setState('requested');
    } catch (error) {
      setState('idle');
      toast.error(t('error'), { description: apiErrorMessage(error) });
    }
  };
  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" className="min-h-11 w-full" disabled={state === 'saving'} onClick={() => void request()} data-testid="download-my-data">
        <FileDownIcon aria-hidden="true" />
        {state === 'saving' ? t('export.asking') : t('export.download')}
      </Button>
      <p role="status" className="text-xs text-muted-foreground" data-testid="download-my-data-status">
        {state === 'requested' ? t('export.requested') : ''}
      </p>
    </div>
  );
}
