import { sendOtpSchema } from '@/lib/validation/leads';
import { leadRoute } from '@/server/http/lead-route';
import { sendLeadCode } from '@/server/leads/service';

/** POST {phone, phoneNumber, countryCode '+91'}: a lead code over WhatsApp (spec discovery 7). */
export const POST = leadRoute(sendOtpSchema, ({ phone }, client) => sendLeadCode({ phone, client }));
