// sonner is fetched on first use (less JavaScript on first view). The `toast` facade asks for the Toaster and hands
// every call to sonner in order; <LazyToaster> mounts sonner's Toaster when asked, or at the person's first tap or
// key press.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { LazyToaster } from '@/components/ui/lazy-toaster';

// Each test starts with a fresh facade (its module state: 'wanted', the loaded sonner).
function freshFacade(): typeof import('@/components/ui/toast') {
  let facade!: typeof import('@/components/ui/toast');
  jest.isolateModules(() => {
    facade = jest.requireActual('@/components/ui/toast');
  });
  return facade;
}

describe('toast facade', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the Toaster on the first call and passes every toast on to sonner, in order', async () => {
    const success = jest.spyOn(sonnerToast, 'success');
    const error = jest.spyOn(sonnerToast, 'error');
    jest.spyOn(sonnerToast, 'info');
    const { toast, toasterStore } = freshFacade();
    const heard = jest.fn();
    toasterStore.subscribe(heard);
    expect(toasterStore.wanted()).toBe(false);

    toast.success('Saved', { description: 'All done' });
    toast.error('Failed');
    expect(toasterStore.wanted()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed', undefined));
    expect(success).toHaveBeenCalledWith('Saved', { description: 'All done' });
    expect(success.mock.invocationCallOrder[0]).toBeLessThan(error.mock.invocationCallOrder[0]!);

    // Once sonner is there, a toast goes out at once: in order with code that calls sonner itself.
    toast.info('Now');
    expect(jest.mocked(sonnerToast.info)).toHaveBeenCalledWith('Now', undefined);
  });
});

describe('LazyToaster', () => {
  it('renders no Toaster until the first tap, then sonner shows the toasts', async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    act(() => void fireEvent.pointerDown(window));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    act(() => void sonnerToast.success('Alert Set Successfully'));
    expect(await screen.findByText('Alert Set Successfully')).toBeInTheDocument();
  });
});
