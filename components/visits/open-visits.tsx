'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import type { OpenVisit } from '@/lib/validation/visits';
import { visitsApi } from './visits-api';

// 'Door unlocked' (spec 2.3 and 4): the signed-in person's live visits in the society, fetched after
// hydration from /api/visits/open, so the cached public page never depends on who is looking at it.

interface OpenVisitsValue {
  visitFor(propertyId: string): OpenVisit | undefined;
  /** A visit just booked: its property shows 'Door unlocked' at once. */
  markBooked(visit: OpenVisit): void;
}

const OpenVisitsContext = createContext<OpenVisitsValue>({ visitFor: () => undefined, markBooked: () => undefined });

export function OpenVisitsProvider({ societyId, children }: { societyId: string; children: React.ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [visits, setVisits] = useState<ReadonlyMap<string, OpenVisit>>(new Map());

  useEffect(() => {
    setVisits(new Map());
    if (!userId) return;
    const controller = new AbortController();
    visitsApi
      .open(societyId, controller.signal)
      .then((body) => setVisits(new Map(body.visits.map((visit) => [visit.propertyId, visit]))))
      // Spec 8: visit fetch errors are only logged; every button stays 'Unlock Door'.
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[visits] open visits fetch failed:', error);
      });
    return () => controller.abort();
  }, [userId, societyId]);

  const visitFor = useCallback((propertyId: string) => visits.get(propertyId), [visits]);
  const markBooked = useCallback((visit: OpenVisit) => setVisits((current) => new Map(current).set(visit.propertyId, visit)), []);
  const value = useMemo(() => ({ visitFor, markBooked }), [visitFor, markBooked]);
  return <OpenVisitsContext.Provider value={value}>{children}</OpenVisitsContext.Provider>;
}

export function useOpenVisits(): OpenVisitsValue {
  return useContext(OpenVisitsContext);
}
