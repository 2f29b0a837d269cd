// The desk's roles, weakest first: each role sees everything the roles before it see. An agent's visits are
// further limited to the societies assigned to it (server/staff/access.ts).
export const STAFF_ROLES = ['agent', 'manager', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  agent: 'Agent',
  manager: 'Manager',
  admin: 'Admin',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: StaffRole, needed: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);
}
