'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '@/lib/ops/roles';
import { staffChangeSchema, staffGrantSchema } from '@/lib/validation/ops-admin';
import { useHydrated } from '../use-hydrated';
import { SocietyPicker } from './society-picker';
import { staffApi, type PickedSociety } from './staff-api';

const ROLE_HINTS: Record<StaffRole, string> = {
  agent: 'Visits of the societies chosen below',
  manager: 'Offers, listings, leads, messages and the queue, for every society',
  admin: 'Everything, plus staff, desk PINs, campaigns and the audit log',
};

type Errors = Partial<Record<'email' | 'role' | 'societyIds' | 'form', string>>;

interface StaffFormProps {
  /** Changing a staff member (their id and current role and societies); without it the form adds one by e-mail. */
  member?: { userId: string; email: string; role: StaffRole; societies: PickedSociety[] };
  onDone?: () => void;
}

/** Grant a role to an account by e-mail, or change a staff member's role and societies. */
export function StaffForm({ member, onDone }: StaffFormProps) {
  const id = useId();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>(member?.role ?? 'agent');
  const [societies, setSocieties] = useState<PickedSociety[]>(member?.societies ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const societyIds = societies.map((society) => society.id);
    const parsed = member ? staffChangeSchema.safeParse({ role, societyIds }) : staffGrantSchema.safeParse({ email, role, societyIds });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (member) await staffApi.change(member.userId, { role, societyIds });
      else await staffApi.grant({ email, role, societyIds });
      toast.success(member ? `${member.email} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.` : `${email.trim()} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`);
      if (!member) {
        setEmail('');
        setSocieties([]);
      }
      onDone?.();
      router.refresh();
    } catch (caught) {
      const message = apiErrorMessage(caught, 'Could not save the role. Please try again.');
      setErrors({ form: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={member ? `Change ${member.email}` : 'Add a staff member'}>
      {member ? null : (
        <div className="space-y-1">
          <label htmlFor={`${id}-email`} className="text-sm font-medium">
            E-mail of their GHomes account
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${id}-email-error` : `${id}-email-hint`}
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="text-sm text-destructive">
              {errors.email}
            </p>
          ) : (
            <p id={`${id}-email-hint`} className="text-xs text-muted-foreground">
              The person signs up on the site first.
            </p>
          )}
        </div>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Role</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {STAFF_ROLES.map((option) => (
            <label key={option} className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
              <input type="radio" name={`${id}-role`} value={option} checked={role === option} onChange={() => setRole(option)} className="mt-1 size-4 accent-primary" />
              <span>
                <span className="block text-sm font-semibold">{STAFF_ROLE_LABELS[option]}</span>
                <span className="block text-xs text-muted-foreground">{ROLE_HINTS[option]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {role === 'agent' ? <SocietyPicker value={societies} onChange={setSocieties} error={errors.societyIds} /> : null}
      {errors.form || errors.role ? (
        <p className="text-sm text-destructive" role="alert">
          {errors.form ?? errors.role}
        </p>
      ) : null}
      <Button type="submit" disabled={saving || !hydrated} className="w-full sm:w-auto">
        {saving ? 'Saving…' : member ? 'Save changes' : 'Grant role'}
      </Button>
    </form>
  );
}
