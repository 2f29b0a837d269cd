'use client';

import { LoginRequired } from '@/components/auth/login-required';

/** /shortlisted and the visit pages signed out (spec 2.7, 6): 'Login Required', a login that returns here, 'Go to Home'. */
export function ShortlistedLogin({ description = 'Please log in to see your visits and shortlisted properties' }: { description?: string }) {
  return <LoginRequired showHome description={description} className="py-16" />;
}
