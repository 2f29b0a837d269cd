// The gate pass and the cancel dialog of a visit card read the page's language from the scope the society visits
// page gives them: English word for word, Kannada and Hindi with the same figures.
import { render, screen } from '@testing-library/react';
import { GatePass } from '@/components/visits/gate-pass';
import { CancelVisitDialog } from '@/components/visits/cancel-visit-dialog';
import { withCopy } from '../helpers/copy';

jest.mock('qrcode', () => ({ toDataURL: jest.fn(async () => 'data:image/png;base64,') }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const pass = { code: 'GH-4821', validFrom: '2026-12-01T04:30:00Z', validUntil: '2026-12-01T06:00:00Z', hasDesk: true };

test('the gate pass in English is the spec text', async () => {
  render(withCopy(<GatePass pass={pass} />, ['visits']));
  expect(screen.getByRole('region', { name: 'Gate pass' })).toBeTruthy();
  expect(screen.getByTestId('gate-pass-instruction')).toHaveTextContent('Show this code or its QR code at the security desk; the guard checks it there. Valid 10:00 AM to 11:30 AM.');
  expect(await screen.findByAltText('QR code of gate pass GH-4821')).toBeTruthy();
});

test('the gate pass in Kannada, without a desk: the guard at the gate, the same times and code', async () => {
  render(withCopy(<GatePass pass={{ ...pass, hasDesk: false }} />, ['visits'], 'kn'));
  expect(screen.getByRole('region', { name: 'ಗೇಟ್ ಪಾಸ್' })).toBeTruthy();
  expect(screen.getByTestId('gate-pass-code')).toHaveTextContent('GH-4821');
  expect(screen.getByTestId('gate-pass-instruction')).toHaveTextContent('ಸೊಸೈಟಿ ಗೇಟ್‌ನಲ್ಲಿ ಗಾರ್ಡ್‌ಗೆ ಈ ಪಾಸ್ ತೋರಿಸಿ: ಇದರಲ್ಲಿ ನಿಮ್ಮ ಭೇಟಿಯ ಸಮಯ ಮತ್ತು ಕೋಡ್ ಇದೆ. 10:00 AM ರಿಂದ 11:30 AM ರವರೆಗೆ ಮಾನ್ಯ.');
  expect(await screen.findByAltText('ಗೇಟ್ ಪಾಸ್ GH-4821 ನ QR ಕೋಡ್')).toBeTruthy();
});

test('the cancel dialog in Hindi', () => {
  render(withCopy(<CancelVisitDialog visitId="v1" summary="2 BHK" open onOpenChange={jest.fn()} />, ['visits'], 'hi'));
  expect(screen.getByRole('heading', { name: 'यह विज़िट रद्द करें?' })).toBeTruthy();
  expect(screen.getByText('2 BHK। यह समय दूसरों के लिए ख़ाली हो जाएगा, और आप बाद में फिर से बुक कर सकते हैं।')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'विज़िट रखें' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'विज़िट रद्द करें' })).toBeTruthy();
});
