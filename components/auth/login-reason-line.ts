// The line above the login and registration forms saying what the login is for ('Log in to shortlist this home.'),
// in the page's language. Apart from the reasons (components/layout/login-trigger.tsx, in every page's first view):
// only the sheets, loaded when they open, read it.
import { LOGIN_REASONS, type LoginReason } from '@/components/layout/login-trigger';

type LoginView = 'login' | 'register';

/** The `auth` messages of the lines (`reasons.login.shortlist`, ...): a sheet's `useCopy('auth')`. */
export type ReasonLineTranslate = (key: `reasons.${LoginView}.${keyof typeof LOGIN_REASONS}`) => string;

/** The reason's line above the login form or the registration form: through the sheet's `t` in the page's language,
 *  the same English words without it. */
export function loginReasonLine(reason: LoginReason, view: LoginView, t?: ReasonLineTranslate): string {
  const name = (Object.keys(LOGIN_REASONS) as (keyof typeof LOGIN_REASONS)[]).find((each) => LOGIN_REASONS[each] === reason);
  if (t && name) return t(`reasons.${view}.${name}`);
  return `${view === 'login' ? 'Log in' : 'Create an account'} ${reason}.`;
}
