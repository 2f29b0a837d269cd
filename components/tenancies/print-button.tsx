'use client';

import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Print': the browser's print dialog (which also saves a PDF); hidden on the printed page itself. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <Button type="button" className="min-h-11 print:hidden" onClick={() => window.print()} data-testid="print-button">
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
