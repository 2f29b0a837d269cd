import { verifyOtpSchema } from '@/lib/validation/leads';
import { leadRoute } from '@/server/leads/lead-route';
import { verifyLeadCode } from '@/server/leads/service';

/** POST {phone, phoneNumber, otp, role, ownerInterests, campaign?}: checks the code and stores the lead. */
export const POST = leadRoute(verifyOtpSchema, (input, client) => verifyLeadCode({ ...input, client }));
