// The brochure's 'Download' signed out: the login opens saying what it is for, and signing in downloads at once.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginReasonLine } from '@/components/auth/login-reason-line';
import { LOGIN_REASONS } from '@/components/layout/login-trigger';
import { BrochureDownload } from '@/components/society/brochure-download';
import { withCopy } from '@/tests/helpers/copy';

const auth = { user: null as { id: string } | null, loading: false, refresh: jest.fn() };
jest.mock('@/components/auth/auth-provider', () => ({ useAuth: () => auth }));
const openLogin = jest.fn();
jest.mock('@/components/layout/login-trigger', () => ({ ...jest.requireActual('@/components/layout/login-trigger'), useLoginTrigger: () => ({ openLogin }) }));

test("signed out, 'Download' opens the login with 'Log in to download this society's brochure.' and records nothing", async () => {
  global.fetch = jest.fn() as unknown as typeof fetch;
  render(withCopy(<BrochureDownload societyId="6d6a7614-6757-49ca-99ff-aaddfccba801" societyName="Prestige Lakeside Habitat" url="/brochure.pdf" />, ['society']));
  await userEvent.click(screen.getByRole('button', { name: 'Download the Prestige Lakeside Habitat brochure' }));
  expect(openLogin).toHaveBeenCalledWith(expect.any(Function), LOGIN_REASONS.brochure);
  expect(loginReasonLine(LOGIN_REASONS.brochure, 'login')).toBe("Log in to download this society's brochure.");
  expect(global.fetch).not.toHaveBeenCalled();
});
