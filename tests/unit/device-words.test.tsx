// What the site says about this phone in the page's language: the offline stamp, the install offer and the push
// toggle read the `device` namespace, the release toast the `release` one; English reads as the spec writes it.
import { render, screen } from '@testing-library/react';
import { InstallOffer } from '@/components/offline/install-offer';
import { OfflineStamp } from '@/components/offline/offline-stamp';
import { PushToggle } from '@/components/offline/push-toggle';
import { afterRegistration } from '@/components/offline/service-worker-client';
import { toast } from '@/components/ui/toast';
import { momentIn } from '@/lib/privacy/moments';
import { messagesFor } from '@/server/i18n/messages';
import { withCopy } from '@/tests/helpers/copy';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/components/offline/install-offer-state', () => ({ installOfferDue: () => true, answerInstallOffer: jest.fn() }));
// A prompt the browser offered (one object: the store's snapshot must stay the same between reads).
jest.mock('@/components/offline/install-prompt-store', () => {
  const offered = {};
  return { installPromptStore: { subscribe: () => () => undefined, get: () => offered, take: () => null } };
});

const READ_AT = '2026-11-28T05:30:00.000Z';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
}

/** A browser that takes pushes, with the given permission and no subscription yet. */
function pushBrowser(permission: NotificationPermission) {
  Object.defineProperty(window.navigator, 'serviceWorker', {
    value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => null } }) },
    configurable: true,
  });
  Object.assign(window, { PushManager: function PushManager() {}, Notification: { permission } });
}

afterEach(() => {
  setOnline(true);
  jest.clearAllMocks();
});

describe('the offline stamp', () => {
  test('in English: as before, the moment in the site’s own form', () => {
    setOnline(false);
    render(withCopy(<OfflineStamp at={READ_AT} />, ['device']));
    expect(screen.getByTestId('offline-stamp').textContent).toBe('You’re offline. Last updated Sat 28 Nov, 11:00 AM');
  });

  test('in Kannada: the words and the moment in Kannada', () => {
    setOnline(false);
    render(withCopy(<OfflineStamp at={READ_AT} />, ['device'], 'kn'));
    expect(screen.getByTestId('offline-stamp').textContent).toBe(`ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ. ಕೊನೆಯದಾಗಿ ನವೀಕರಿಸಿದ್ದು ${momentIn('kn', READ_AT)}`);
  });

  test('online: nothing', () => {
    render(withCopy(<OfflineStamp at={READ_AT} />, ['device'], 'kn'));
    expect(screen.queryByTestId('offline-stamp')).toBeNull();
  });
});

describe('the install offer', () => {
  test('in English and in Kannada', () => {
    const { unmount } = render(withCopy(<InstallOffer />, ['device']));
    expect(screen.getByRole('region', { name: 'Install GHomes' })).toHaveTextContent('Add GHomes to your home screen to open your gate pass offline');
    expect(screen.getByRole('button', { name: 'Add to home screen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    unmount();
    render(withCopy(<InstallOffer />, ['device'], 'kn'));
    expect(screen.getByRole('region', { name: 'GHomes ಇನ್‌ಸ್ಟಾಲ್ ಮಾಡಿ' })).toHaveTextContent('ನಿಮ್ಮ ಗೇಟ್ ಪಾಸ್ ಅನ್ನು ಆಫ್‌ಲೈನ್‌ನಲ್ಲೂ ತೆರೆಯಲು GHomes ಅನ್ನು ನಿಮ್ಮ ಹೋಮ್ ಸ್ಕ್ರೀನ್‌ಗೆ ಸೇರಿಸಿ');
    expect(screen.getByRole('button', { name: 'ಹೋಮ್ ಸ್ಕ್ರೀನ್‌ಗೆ ಸೇರಿಸಿ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಈಗ ಬೇಡ' })).toBeInTheDocument();
  });
});

describe('the push toggle', () => {
  test('in English: off, with Turn on', async () => {
    pushBrowser('default');
    render(withCopy(<PushToggle publicKey="key" />, ['device']));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(screen.getByTestId('push-toggle')).toHaveTextContent(/^Get visit reminders on this phone too\.Turn on$/);
  });

  test('in Kannada: off, with its button in Kannada', async () => {
    pushBrowser('default');
    render(withCopy(<PushToggle publicKey="key" />, ['device'], 'kn'));
    expect(await screen.findByRole('button', { name: 'ಆನ್ ಮಾಡಿ' })).toBeInTheDocument();
    expect(screen.getByTestId('push-toggle')).toHaveTextContent('ಭೇಟಿಯ ಜ್ಞಾಪನೆಗಳನ್ನು ಈ ಫೋನ್‌ನಲ್ಲೂ ಪಡೆಯಿರಿ.');
  });

  test('in Hindi: blocked in the browser', async () => {
    pushBrowser('denied');
    render(withCopy(<PushToggle publicKey="key" />, ['device'], 'hi'));
    expect(await screen.findByText('आपके ब्राउज़र की सेटिंग में इस साइट के नोटिफ़िकेशन बंद हैं।')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe("'New version available'", () => {
  test('reads the release namespace it is given: Kannada on a Kannada page', async () => {
    const waiting = { postMessage: jest.fn() };
    Object.defineProperty(window.navigator, 'serviceWorker', { value: { controller: {}, addEventListener: jest.fn() }, configurable: true });
    const registration = { waiting, installing: null, addEventListener: jest.fn(), update: jest.fn(async () => undefined) } as unknown as ServiceWorkerRegistration;
    const kn = messagesFor('kn').release;
    await afterRegistration(registration, true, (key) => kn[key]);
    expect(toast.info).toHaveBeenCalledWith('ಹೊಸ ಆವೃತ್ತಿ ಲಭ್ಯವಿದೆ', { description: 'ನೀವು ಮುಂದಿನ ಪುಟಕ್ಕೆ ಹೋದಾಗ ಇದು ತೆರೆಯುತ್ತದೆ.' });
  });

  test('in English the messages are the spec’s words', () => {
    expect(messagesFor('en').release).toEqual({ newVersion: 'New version available', opensNext: 'It opens with the next page you go to.' });
  });
});
