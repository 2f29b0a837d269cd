// The condition report page in the browser (components/tenancies/report-editor.tsx): the rooms as collapsible
// sections; the photo input takes the camera and many files, and is disabled with the progress shown while one
// uploads; an oversized file is refused before it is sent, a refused one says the server's words; the owner sees
// no inputs, and confirms or comments; a locked report offers its PDF.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conditionReportApi } from '@/components/tenancies/condition-report-api';
import { ConditionReportEditor } from '@/components/tenancies/report-editor';
import { ApiError } from '@/lib/api/client';
import type { ConditionReportAnswer, ConditionReportView } from '@/lib/validation/condition-reports';
import { withCopy } from '@/tests/helpers/copy';

jest.mock('@/components/tenancies/condition-report-api', () => ({
  conditionReportApi: { addPhoto: jest.fn(), saveNote: jest.fn(), removePhoto: jest.fn(), saveDetails: jest.fn(), send: jest.fn(), confirm: jest.fn(), comment: jest.fn() },
  reportPdfUrl: (id: string) => `/api/tenancies/${id}/reports/move-in/pdf`,
}));
const api = conditionReportApi as jest.Mocked<typeof conditionReportApi>;

const report = (overrides: Partial<ConditionReportView> = {}): ConditionReportView => ({
  tenancyId: 't1',
  kind: 'move_in',
  status: 'draft',
  viewer: 'tenant',
  fillBy: '2026-12-08',
  rooms: [
    { key: 'living', name: 'Living room', note: '', photos: [] },
    { key: 'kitchen', name: 'Kitchen', note: 'Tap drips', photos: [] },
  ],
  meters: { electricity: null, water: null, gas: null },
  keys: { keys: null, access_cards: null, remotes: null },
  fittings: [{ name: 'Fridge', state: null, note: '' }],
  ownerComment: null,
  tenant: null,
  owner: null,
  lockedAt: null,
  pdfSha256: null,
  ...overrides,
});

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

test('the tenant adds photos from the camera: the input is disabled with the progress while one uploads', async () => {
  let finish: (answer: ConditionReportAnswer) => void = () => {};
  api.addPhoto.mockImplementation((_id, _kind, _room, _file, onProgress) => {
    onProgress(0.5);
    return new Promise((resolve) => (finish = resolve));
  });
  render(withCopy(<ConditionReportEditor initial={report()} />, ['tenancy']));
  expect(screen.getByText('Fill it by 8 Dec 2026')).toBeTruthy();
  const kitchen = screen.getByTestId('report-room-kitchen');
  const input = within(kitchen).getByTestId('report-photo-input') as HTMLInputElement;
  expect(input).toMatchObject({ accept: 'image/*', multiple: true });
  expect(input.getAttribute('capture')).toBe('environment');

  await userEvent.upload(input, file('kitchen.jpg', 2000));
  expect(within(kitchen).getByRole('status').textContent).toContain('Uploading kitchen.jpg: 50%');
  expect(input.disabled).toBe(true);
  const withPhoto = report();
  withPhoto.rooms[1]!.photos = [{ id: 'p1', url: '/api/tenancies/t1/reports/move-in/photos/p1', width: 1600, height: 1200, sha256: 'a'.repeat(64) }];
  await act(async () => finish({ report: withPhoto }));
  await waitFor(() => expect(input.disabled).toBe(false));
  expect(within(kitchen).getByRole('img', { name: 'Kitchen, photo 1 of 1' })).toBeTruthy();
  expect(within(kitchen).getByRole('button', { name: 'Remove Kitchen photo 1' })).toBeTruthy();
});

test("an oversized file is refused before it is sent; a refused one says the server's words", async () => {
  api.addPhoto.mockReset();
  api.addPhoto.mockRejectedValue(new ApiError('not_an_image', 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC picture.', 422));
  render(withCopy(<ConditionReportEditor initial={report()} />, ['tenancy']));
  const kitchen = screen.getByTestId('report-room-kitchen');
  await userEvent.upload(within(kitchen).getByTestId('report-photo-input'), [file('huge.jpg', 10 * 1024 * 1024 + 1), file('notes.jpg', 100)]);
  const problems = await within(kitchen).findByTestId('report-photo-problems');
  expect(problems.textContent).toContain('huge.jpg: Each file can be at most 10 MB.');
  expect(problems.textContent).toContain('notes.jpg: This file is not a photo.');
  expect(api.addPhoto).toHaveBeenCalledTimes(1);
});

test('the owner reads a sent report without inputs, and confirms it', async () => {
  api.confirm.mockResolvedValue({ message: 'You both confirmed the report. It is locked and its PDF is ready.', report: report({ viewer: 'owner', status: 'locked', pdfSha256: 'b'.repeat(64), lockedAt: '2026-12-05T10:00:00.000Z' }) });
  render(withCopy(<ConditionReportEditor initial={report({ viewer: 'owner', status: 'sent', tenant: { at: '2026-12-04T10:00:00.000Z' } })} />, ['tenancy']));
  expect(screen.queryByTestId('report-photo-input')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Save the note' })).toBeNull();
  expect(screen.getByText('Tap drips')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm the report' }));
  expect(await screen.findByTestId('report-locked')).toBeTruthy();
  expect(screen.getByTestId('report-pdf-link').getAttribute('href')).toBe('/api/tenancies/t1/reports/move-in/pdf');
});

test("the owner's comment is shown to the tenant above the rooms", () => {
  render(withCopy(<ConditionReportEditor initial={report({ ownerComment: { text: 'Add the balcony, please.', at: '2026-12-04T10:00:00.000Z' } })} />, ['tenancy']));
  expect(screen.getByTestId('report-owner-comment').textContent).toContain('Add the balcony, please.');
});

test('the report in Kannada: the rooms, the handover and the actions read Kannada; a refusal too, the notes as typed', async () => {
  api.addPhoto.mockReset();
  api.addPhoto.mockRejectedValue(new ApiError('not_an_image', 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC picture.', 422));
  render(withCopy(<ConditionReportEditor initial={report({ rooms: [...report().rooms, { key: 'bedroom-1', name: 'Bedroom 1', note: '', photos: [] }] })} />, ['tenancy'], 'kn'));
  expect(screen.getByTestId('report-fill-by')).toHaveTextContent('ಡಿಸೆಂಬರ್ 8, 2026 ಒಳಗೆ ತುಂಬಿ');
  expect(screen.getByTestId('report-room-living')).toHaveTextContent('ಹಾಲ್');
  expect(screen.getByTestId('report-room-bedroom-1')).toHaveTextContent('ಮಲಗುವ ಕೋಣೆ 1');
  const kitchen = screen.getByTestId('report-room-kitchen');
  expect(kitchen).toHaveTextContent('ಅಡುಗೆಮನೆ');
  expect(within(kitchen).getByRole('button', { name: 'ಟಿಪ್ಪಣಿ ಉಳಿಸಿ' })).toBeTruthy();
  expect(within(kitchen).getByTestId('room-note')).toHaveValue('Tap drips');
  expect(screen.getByRole('heading', { name: 'ಮೀಟರ್ ರೀಡಿಂಗ್‌ಗಳು' })).toBeTruthy();
  expect(screen.getByLabelText('ವಿದ್ಯುತ್ (kWh)')).toBeTruthy();
  expect(screen.getByText('Fridge')).toBeTruthy();
  expect(screen.getAllByText('ಕಾಣೆಯಾಗಿದೆ')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'ಮಾಲೀಕರಿಗೆ ಕಳುಹಿಸಿ' })).toBeTruthy();
  expect(screen.getByTestId('report-confirmations')).toHaveTextContent('ಬಾಡಿಗೆದಾರರು');
  await userEvent.upload(within(kitchen).getByTestId('report-photo-input'), [file('notes.jpg', 100)]);
  expect((await within(kitchen).findByTestId('report-photo-problems')).textContent).toBe('notes.jpg: ಈ ಫೈಲ್ ಫೋಟೋ ಅಲ್ಲ. JPEG, PNG, WebP ಅಥವಾ HEIC ಚಿತ್ರವನ್ನು ಆಯ್ಕೆಮಾಡಿ.');
});
