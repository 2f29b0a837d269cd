import { sendOtpSchema } from '@/lib/validation/leads';
import { leadRoute } from '@/server/leads/lead-route';
import { sendFestivalCode } from '@/server/leads/service';

/** POST {phone, phoneNumber, countryCode '+91', campaign?}: a lead code over WhatsApp while the campaign runs (spec discovery 7). */
export const POST = leadRoute(sendOtpSchema, ({ phone, campaign }, client) => sendFestivalCode({ phone, campaign, client }), 'whatsapp_codes');
