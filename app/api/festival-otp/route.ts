import { festivalOtpSchema } from '@/lib/validation/leads';
import { leadRoute } from '@/server/leads/lead-route';
import { sendFestivalCode, verifyLeadCode } from '@/server/leads/service';

/**
 * The fallback the lead form calls when send-whatsapp-otp or verify-whatsapp-otp cannot be reached:
 * POST {action 'send-otp' | 'verify-otp', phoneNumber, campaign?, otp?, role?, ownerInterests?}. Same service, same
 * answers; codes are sent only while the campaign runs.
 */
export const POST = leadRoute(
  festivalOtpSchema,
  (input, client) => (input.action === 'send-otp' ? sendFestivalCode({ phone: input.phone, campaign: input.campaign, client }) : verifyLeadCode({ ...input, client })),
  // A send counts with the other WhatsApp code sends (/metrics); a verification counts in none.
  (input) => (input.action === 'send-otp' ? 'whatsapp_codes' : undefined),
);
