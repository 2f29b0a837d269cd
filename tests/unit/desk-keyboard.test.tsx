// The desk by keyboard and screen reader: closing a dialog returns focus to the control that opened it (or, when
// the answer removed that control, to the row's next one); 'Skip to content' on the desk lands past the desk's
// frame; the toasts' live region is there from page load; every row action's name says which row it acts on. The
// offers' answers sit in each row's menu: their names and focus are tested with the menu (tests/unit/desk-lists.test.tsx).
let pathname = '/ops/offers';
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }), usePathname: () => pathname }));
jest.mock('@/components/ops/desks/desks-api', () => ({ desksApi: { setPin: jest.fn(), remove: jest.fn() } }));
jest.mock('@/components/ops/staff/staff-api', () => ({ staffApi: { remove: jest.fn(), grant: jest.fn(), change: jest.fn(), societies: jest.fn().mockResolvedValue([]) } }));
jest.mock('@/components/ops/owners/owners-api', () => ({ ownersApi: { edit: jest.fn(), contact: jest.fn() } }));

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SkipLink } from '@/components/layout/site-chrome';
import { DeskActions } from '@/components/ops/desks/desk-actions';
import { DeskLiveRegion } from '@/components/ops/desk-live-region';
import { EditOwner } from '@/components/ops/owners/edit-owner';
import { StaffRowActions } from '@/components/ops/staff/staff-row-actions';
import { ShowPhone } from '@/components/ops/leads/show-phone';
import { VisitMarkButtons } from '@/components/ops/visits/visit-mark-buttons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import type { BoardVisit } from '@/lib/visits/desk-marks';
import '../helpers/drawer-in-jsdom';

describe('focus after a dialog', () => {
  test("a gate desk's PIN and removal dialogs return focus to their buttons", async () => {
    const user = userEvent.setup();
    render(<DeskActions society={{ id: 's1', name: 'Sobha Lotus Residency' }} hasDesk />);
    for (const [name, dialog] of [
      ['Change PIN for Sobha Lotus Residency', /Change the desk PIN/],
      ['Remove the desk of Sobha Lotus Residency', /Remove the security desk/],
    ] as const) {
      const opener = screen.getByRole('button', { name });
      await user.click(opener);
      expect(screen.getByRole('dialog', { name: dialog })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(opener).toHaveFocus();
    }
  });

  test("a staff member's Change and Remove dialogs and an owner's Edit return focus to their buttons", async () => {
    const user = userEvent.setup();
    render(
      <>
        <StaffRowActions member={{ userId: 'u9', email: 'ana@ghomes.test', role: 'manager', societies: [] }} />
        <EditOwner owner={{ id: 'o1', name: 'Ramesh Kumar', phoneHint: '••••••2233', hasEmail: false, channel: 'whatsapp', phoneVerified: false, homeLimit: 10 }} />
      </>,
    );
    for (const name of ['Change ana@ghomes.test', 'Remove ana@ghomes.test', 'Edit Ramesh Kumar']) {
      const opener = screen.getByRole('button', { name });
      await user.click(opener);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    }
  });

  test('when the answer removes the button that opened the dialog, focus goes to the next control in its place', async () => {
    function Row() {
      const [answered, setAnswered] = useState(false);
      const [open, setOpen] = useState(false);
      return (
        <div>
          <div data-testid="actions">
            {answered ? <Button>Withdraw</Button> : <Button onClick={() => setOpen(true)}>Accept</Button>}
          </div>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>Accept?</DialogTitle>
              <Button
                onClick={() => {
                  setOpen(false);
                  // As router.refresh() does a moment later: the row is read again without its 'Accept'.
                  setTimeout(() => setAnswered(true), 0);
                }}
              >
                Yes
              </Button>
            </DialogContent>
          </Dialog>
        </div>
      );
    }
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toHaveFocus();
  });
});

describe('the skip link and the live region', () => {
  test("'Skip to content' goes past the desk's frame on the desk, to the main element elsewhere", () => {
    pathname = '/ops/offers';
    const { unmount } = render(<SkipLink label="Skip to content" />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#desk-content');
    unmount();
    pathname = '/search';
    render(<SkipLink label="Skip to content" />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  test('on the desk the toasts have their live region from page load, before any toast or tap', async () => {
    render(
      <>
        <LazyToaster />
        <DeskLiveRegion />
      </>,
    );
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
  });
});

describe('row actions are named by their row', () => {
  test("a visit's marks name the visitor, the slot and the home: two Kavyas on one day are told apart", () => {
    const visit = (values: Partial<BoardVisit>): BoardVisit => ({
      visitId: 'v1',
      societyId: 's1',
      societyName: 'Sobha Lotus Residency',
      firstName: 'Kavya',
      home: '2 BHK · Semi-Furnished',
      houseNumber: 'C-703',
      kind: 'rent',
      visitStart: '2026-11-28T04:30:00.000Z',
      day: '2026-11-28',
      notes: 0,
      slot: '10:00 AM – 10:30 AM',
      status: 'booked',
      gate: 'not_yet',
      gateAt: null,
      canUnlock: true,
      canNoShow: true,
      canUndo: false,
      ...values,
    });
    render(
      <>
        <VisitMarkButtons visit={visit({})} layout="row" />
        <VisitMarkButtons visit={visit({ visitId: 'v2', houseNumber: 'A-101' })} layout="row" />
      </>,
    );
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Door unlocked for Kavya, 10:00 AM – 10:30 AM, 2 BHK · Semi-Furnished C-703, Sobha Lotus Residency',
      'No-show for Kavya, 10:00 AM – 10:30 AM, 2 BHK · Semi-Furnished C-703, Sobha Lotus Residency',
      'Door unlocked for Kavya, 10:00 AM – 10:30 AM, 2 BHK · Semi-Furnished A-101, Sobha Lotus Residency',
      'No-show for Kavya, 10:00 AM – 10:30 AM, 2 BHK · Semi-Furnished A-101, Sobha Lotus Residency',
    ]);
  });

  test("each lead's 'Show number' says whose number it shows", async () => {
    render(
      <>
        <ShowPhone id="l1" hint="98••••••45" lead="the Tenant lead of Ganesh Chaturthi, verified 2 Oct 2026, 3:30 PM" />
        <ShowPhone id="l2" hint="91••••••89" lead="the Property Owner lead of Ganesh Chaturthi, verified 3 Oct 2026, 3:30 PM" />
      </>,
    );
    await act(async () => undefined);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show number: the Tenant lead of Ganesh Chaturthi, verified 2 Oct 2026, 3:30 PM, ending 45',
      'Show number: the Property Owner lead of Ganesh Chaturthi, verified 3 Oct 2026, 3:30 PM, ending 89',
    ]);
    expect(within(screen.getAllByRole('button')[0]!).getByText('number')).toHaveClass('sr-only');
  });
});
