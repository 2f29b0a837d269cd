// The heart and 'Save search' in the page's language: their labels, states and toasts are the `hearts` and
// `saveSearch` namespaces their server parents hand down, and English reads exactly as the spec writes it.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HeartButton } from '@/components/hearts/heart-button';
import { heartsApi } from '@/components/hearts/hearts-api';
import { SaveSearchButton } from '@/components/saved-searches/save-search-button';
import { savedSearchesApi } from '@/components/saved-searches/saved-searches-api';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { SAVED_SEARCH_LIMIT_CODE, SAVED_SEARCH_LIMIT_MESSAGE } from '@/lib/saved-searches/limit';
import { withCopy } from '@/tests/helpers/copy';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => ({ user: { id: 'person-1' }, loading: false, refresh: jest.fn() }) }));
jest.mock('@/components/layout/login-trigger', () => ({ ...jest.requireActual('@/components/layout/login-trigger'), useLoginTrigger: () => ({ openLogin: jest.fn() }) }));
jest.mock('@/components/hearts/hearts-api', () => ({ heartsApi: { list: jest.fn(async () => []), add: jest.fn(), remove: jest.fn() } }));
jest.mock('@/components/saved-searches/saved-searches-api', () => ({ savedSearchesApi: { save: jest.fn() } }));

const add = heartsApi.add as jest.Mock;
const save = savedSearchesApi.save as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
});

describe('the heart', () => {
  test('in English: the label names the home, the toast says it was added', async () => {
    add.mockResolvedValue({});
    render(withCopy(<HeartButton listingId="l-en" homeName="2 BHK in Prestige Lakeside Habitat" />, ['hearts']));
    const heart = screen.getByTestId('heart-button');
    expect(heart).toHaveAttribute('aria-label', 'Add to shortlist: 2 BHK in Prestige Lakeside Habitat');
    fireEvent.click(heart);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to your shortlist'));
    expect(heart).toHaveAttribute('aria-label', 'Remove from shortlist: 2 BHK in Prestige Lakeside Habitat');
  });

  test('in Kannada: the label and the toast read Kannada', async () => {
    add.mockResolvedValue({});
    render(withCopy(<HeartButton listingId="l-kn" homeName="ಪ್ರೆಸ್ಟೀಜ್‌ನಲ್ಲಿ 2 BHK" />, ['hearts'], 'kn'));
    const heart = screen.getByTestId('heart-button');
    expect(heart).toHaveAttribute('aria-label', 'ಆಯ್ಕೆ ಪಟ್ಟಿಗೆ ಸೇರಿಸಿ: ಪ್ರೆಸ್ಟೀಜ್‌ನಲ್ಲಿ 2 BHK');
    fireEvent.click(heart);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('ನಿಮ್ಮ ಆಯ್ಕೆ ಪಟ್ಟಿಗೆ ಸೇರಿಸಲಾಗಿದೆ'));
    expect(heart).toHaveAttribute('aria-label', 'ಆಯ್ಕೆ ಪಟ್ಟಿಯಿಂದ ತೆಗೆಯಿರಿ: ಪ್ರೆಸ್ಟೀಜ್‌ನಲ್ಲಿ 2 BHK');
  });

  test('in Hindi: a home no longer listed says so', async () => {
    add.mockRejectedValue(new ApiError('not_found', 'Not found', 404));
    render(withCopy(<HeartButton listingId="l-hi" homeName="2 BHK" />, ['hearts'], 'hi'));
    fireEvent.click(screen.getByTestId('heart-button'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('यह घर अब उपलब्ध नहीं है।'));
  });
});

describe("'Save search'", () => {
  const payload = () => ({ kind: 'search' as const, query: 'type=filtered&zone=Bengaluru+South' });

  test('in English: the button, its saved state and its toast', async () => {
    save.mockResolvedValue({ created: true });
    render(withCopy(<SaveSearchButton payload={payload} />, ['saveSearch']));
    const button = screen.getByTestId('save-search');
    expect(button).toHaveTextContent(/^Save search$/);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(/^Search saved$/));
    expect(toast.success).toHaveBeenCalledWith('Search saved. New matches come by e-mail once a day.');
  });

  test('in English, past the limit: the same sentence the API answers', async () => {
    save.mockRejectedValue(new ApiError(SAVED_SEARCH_LIMIT_CODE, SAVED_SEARCH_LIMIT_MESSAGE, 409));
    render(withCopy(<SaveSearchButton payload={payload} />, ['saveSearch']));
    fireEvent.click(screen.getByTestId('save-search'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(SAVED_SEARCH_LIMIT_MESSAGE));
  });

  test('in Kannada: the button, its saved state and the toast for a search saved before', async () => {
    save.mockResolvedValue({ created: false });
    render(withCopy(<SaveSearchButton payload={payload} compact />, ['saveSearch'], 'kn'));
    const button = screen.getByTestId('save-search');
    expect(button).toHaveTextContent(/^ಹುಡುಕಾಟ ಉಳಿಸಿ$/);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent(/^ಹುಡುಕಾಟ ಉಳಿಸಲಾಗಿದೆ$/));
    expect(toast.info).toHaveBeenCalledWith('ಈ ಹುಡುಕಾಟವನ್ನು ನೀವು ಮೊದಲೇ ಉಳಿಸಿದ್ದೀರಿ.');
  });

  test('in Hindi, past the limit: the limit in Hindi with its number', async () => {
    save.mockRejectedValue(new ApiError(SAVED_SEARCH_LIMIT_CODE, SAVED_SEARCH_LIMIT_MESSAGE, 409));
    render(withCopy(<SaveSearchButton payload={payload} />, ['saveSearch'], 'hi'));
    fireEvent.click(screen.getByTestId('save-search'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('आप ज़्यादा से ज़्यादा 50 खोजें सेव रख सकते हैं। इसे सेव करने के लिए ‘सेव की गई खोजें’ पेज पर कोई एक हटाएँ।'));
  });
});
