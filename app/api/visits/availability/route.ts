// GET /api/visits/availability?property_id=&date=yyyy-MM-dd -> {date, slots: [{start, end, available, reason}]}
// (spec 3 "Time slot"; India time). Public: it says only which half hours are free, never who holds them.
import { NextResponse } from 'next/server';
import { availabilityQuerySchema, type AvailabilityAnswer } from '@/lib/validation/visits';
import { withHandler } from '@/server/http/handler';
import { getAvailability } from '@/server/visits/booking';

export const dynamic = 'force-dynamic';

export const GET = withHandler({ schema: availabilityQuerySchema, cacheControl: 'no-store' }, async ({ body }) => {
  const slots = await getAvailability(body.property_id, body.date);
  return NextResponse.json<AvailabilityAnswer>({ date: body.date, slots });
});
