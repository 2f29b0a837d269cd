// The desk's one action hook: pending while the call is on its way, then the toast and the page read again, or the
// server's message (else the caller's fallback) and nothing read again.
import { act, renderHook } from '@testing-library/react';
import { useDeskAction } from '@/components/ops/use-desk-action';
import { toast } from '@/components/ui/toast';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api/client';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const shown = toast as jest.Mocked<typeof toast>;

beforeEach(() => jest.clearAllMocks());

test('pending names the action while it runs; success shows the answer’s words, runs onSuccess, then reads the page again', async () => {
  const { result } = renderHook(() => useDeskAction<'retry' | 'remove'>());
  let finish: (answer: { removed: boolean }) => void = () => undefined;
  const order: string[] = [];
  refresh.mockImplementation(() => order.push('refresh'));
  let outcome: Promise<boolean> = Promise.resolve(false);
  act(() => {
    outcome = result.current.run('remove', () => new Promise<{ removed: boolean }>((resolve) => (finish = resolve)), ({ removed }) => (removed ? 'Removed' : 'Was not there'), {
      description: 'Cypress Gardens',
      onSuccess: () => order.push('onSuccess'),
    });
  });
  expect(result.current.pending).toBe('remove');
  expect(result.current.busy).toBe(true);
  await act(async () => {
    finish({ removed: true });
    await outcome;
  });
  await expect(outcome).resolves.toBe(true);
  expect(result.current.pending).toBeNull();
  expect(result.current.busy).toBe(false);
  expect(shown.success).toHaveBeenCalledWith('Removed', { description: 'Cypress Gardens' });
  expect(order).toEqual(['onSuccess', 'refresh']);
  expect(shown.error).not.toHaveBeenCalled();
});

test('a refusal shows the server’s message; a call without one shows the fallback; neither reads the page again', async () => {
  const { result } = renderHook(() => useDeskAction());
  const onSuccess = jest.fn();
  await act(async () => {
    await expect(result.current.run('action', () => Promise.reject(new ApiError('conflict', 'Someone else answered this offer.', 409)), 'Saved', { onSuccess })).resolves.toBe(false);
  });
  expect(shown.error).toHaveBeenLastCalledWith('Someone else answered this offer.');
  await act(async () => {
    await result.current.run('action', () => Promise.reject(new ApiError('request_failed', '', 500)), 'Saved', { fallback: 'Could not retry the job. Please try again.' });
  });
  expect(shown.error).toHaveBeenLastCalledWith('Could not retry the job. Please try again.');
  await act(async () => {
    await result.current.run('action', () => Promise.reject(new ApiError('network_error', NETWORK_ERROR_MESSAGE, 0)), 'Saved');
  });
  expect(shown.error).toHaveBeenLastCalledWith(NETWORK_ERROR_MESSAGE);
  expect(onSuccess).not.toHaveBeenCalled();
  expect(shown.success).not.toHaveBeenCalled();
  expect(refresh).not.toHaveBeenCalled();
  expect(result.current.pending).toBeNull();
});

test('refresh: false keeps the page as it is (the answer already updated what is shown)', async () => {
  const { result } = renderHook(() => useDeskAction());
  await act(async () => {
    await result.current.run('action', async () => ({ id: 'n1' }), 'Note added', { refresh: false });
  });
  expect(shown.success).toHaveBeenCalledWith('Note added', undefined);
  expect(refresh).not.toHaveBeenCalled();
});
