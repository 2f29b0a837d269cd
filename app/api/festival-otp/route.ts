import { festivalOtpSchema } from '@/lib/validation/leads';
import { leadRoute } from '@/server/http/lead-route';
import { sendLeadCode, verifyLeadCode } from '@/server/leads/service';

/**
 * The fallback the lead form calls when send-whatsapp-otp or verify-whatsapp-otp cannot be reached:
 * POST {action 'send-otp' | 'verify-otp', phoneNumber, otp?, role?, ownerInterests?}. Same service, same answers.
 */
export const POST = leadRoute(festivalOtpSchema, (input, client) =>
  input.action === 'send-otp' ? sendLeadCode({ phone: input.phone, client }) : verifyLeadCode({ ...input, client }),
);
