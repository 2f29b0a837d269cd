import { fireEvent, render, screen } from '@testing-library/react';
import { useAuth, type AuthContextValue } from '@/components/auth/auth-provider';
import { HeaderLoginButton } from '@/components/layout/header-login-button';
import { useLoginTrigger } from '@/components/layout/login-trigger';

jest.mock('@/components/auth/auth-provider', () => ({ useAuth: jest.fn() }));
jest.mock('@/components/layout/login-trigger', () => ({ useLoginTrigger: jest.fn() }));

const openLogin = jest.fn();
jest.mocked(useLoginTrigger).mockReturnValue({ openLogin, registerLoginOpener: () => () => {} });

function renderWith(state: Pick<AuthContextValue, 'user' | 'loading'>) {
  jest.mocked(useAuth).mockReturnValue(state as AuthContextValue);
  render(<HeaderLoginButton className="header-button-class" profileIcon={<svg data-testid="profile-icon" />} labels={{ logIn: 'Log in', yourProfile: 'Your profile', profile: 'Profile', profileHref: '/profile' }} />);
}

describe('HeaderLoginButton (the header hands in its classes and icon)', () => {
  beforeEach(() => openLogin.mockClear());

  it('shows a neutral placeholder while the session is unknown', () => {
    renderWith({ user: null, loading: true });
    const pending = screen.getByTestId('header-auth-pending');
    expect(pending).toHaveClass('h-9', 'w-16'); // the button's room, so nothing moves when it arrives
    // Empty, not a grey pulsing block: offline, a page whose scripts never came would show one for ever.
    expect(pending).not.toHaveClass('bg-muted');
    expect(pending).not.toHaveClass('animate-pulse');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it("signed out: a 'Log in' button with the header's classes opens the login", () => {
    renderWith({ user: null, loading: false });
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveClass('header-button-class');
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(openLogin).toHaveBeenCalledTimes(1);
  });

  it('signed in: a link to the profile with the first name and the icon', () => {
    renderWith({ user: { id: 'u1', email: 'asha@example.com', firstName: 'Asha' } as AuthContextValue['user'], loading: false });
    const link = screen.getByRole('link', { name: 'Your profile' });
    expect(link).toHaveAttribute('href', '/profile');
    expect(link).toHaveClass('header-button-class');
    expect(link).toHaveTextContent('Asha');
    expect(screen.getByTestId('profile-icon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
