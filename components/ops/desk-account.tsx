import { SignOutButton } from '@/components/profile/sign-out-button';

interface DeskAccountProps {
  name: string;
  email: string;
  roleLabel: string;
}

/**
 * Who is signed in to the desk, with 'Sign out' at every width: a shared front-desk PC must not stay signed in
 * because the profile page (a phone page) is out of reach. After signing out the desk shows the login page.
 */
export function DeskAccount({ name, email, roleLabel }: DeskAccountProps) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <div className="min-w-0 text-right leading-tight lg:text-left">
        <p className="truncate text-sm font-medium" title={email}>
          {name}
        </p>
        <p className="text-xs text-muted-foreground">{roleLabel}</p>
      </div>
      <SignOutButton compact label="Sign out" />
    </div>
  );
}
