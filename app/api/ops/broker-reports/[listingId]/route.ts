// POST /api/ops/broker-reports/{listingId} {outcome: 'broker_confirmed' | 'not_broker'} -> 200 {listingId, outcome,
// settled, listingStatus} (the listings desk's role): the desk's answer to every open broker report on a rent or
// sale listing, audited per report. 'broker_confirmed' sets the listing Inactive (audited as a status change) and
// expires its pages. 404 for anyone below the role and for a listing nobody reported; 409 `already_settled` when
// someone answered first; nothing written on any refusal.
import { NextResponse } from 'next/server';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { brokerReportListingParams, brokerReportSettleSchema, type BrokerReportsSettledAnswer } from '@/lib/validation/broker-reports';
import { settleBrokerReports } from '@/server/listings/broker-reports-desk';
import { withStaff } from '@/server/staff/with-staff';

export const dynamic = 'force-dynamic';

export const POST = withStaff({ role: DESK_SECTIONS.listings.role, schema: brokerReportSettleSchema, params: brokerReportListingParams }, async ({ body, params, staff }) =>
  NextResponse.json<BrokerReportsSettledAnswer>(await settleBrokerReports(staff, params.listingId.toLowerCase(), body.outcome)),
);
