// The festival lead flow's payloads (discovery-and-login.md 3, 5, 7), one schema each, shared by the lead form
// and the three route handlers (send-whatsapp-otp, verify-whatsapp-otp, festival-otp).
import { z } from '@/lib/validation/zod';

export const LEAD_COUNTRY_CODE = '+91';
export const LEAD_OTP_LENGTH = 6;

export const LEAD_ROLES = ['Tenant', 'Buyer', 'Property Owner'] as const;
export type LeadRole = (typeof LEAD_ROLES)[number];

export const OWNER_INTERESTS = ['rent', 'sell', 'manage', 'know', 'callback'] as const;
export type OwnerInterest = (typeof OWNER_INTERESTS)[number];

/** What each interest means, as the form shows it (and the export spells it out). */
export const OWNER_INTEREST_LABELS: Record<OwnerInterest, string> = {
  rent: 'Rent out my property',
  sell: 'Sell my property',
  manage: 'Get my property managed',
  know: 'Know more about your services',
  callback: 'Request a callback',
};

export const leadMessages = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields.',
  ownerInterest: 'Please select at least one interest as a property owner.',
  invalidPhoneTitle: 'Invalid Phone Number',
  invalidPhone: 'Please enter a valid 10-digit Indian mobile number.',
  invalidOtpTitle: 'Invalid OTP',
  invalidOtp: 'Please enter a 6-digit OTP.',
  invalidRole: 'Please choose Tenant, Buyer or Property Owner.',
  invalidInterest: 'Please choose interests from the list.',
  interestsOnlyForOwners: 'Only property owners choose interests.',
  invalidCampaign: 'Unknown campaign.',
} as const;

/** 10 digits starting 6-9: an Indian mobile number without its +91. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

const nationalPhone = z
  .string({ error: leadMessages.missing })
  .trim()
  .min(1, leadMessages.missing)
  .regex(INDIAN_MOBILE, leadMessages.invalidPhone);

/** '+91 98765 43210', '+919876543210' -> '9876543210'; anything else fails. */
const fullPhone = z
  .string({ error: leadMessages.missing })
  .trim()
  .min(1, leadMessages.missing)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+91[6-9]\d{9}$/, leadMessages.invalidPhone))
  .transform((value) => value.slice(LEAD_COUNTRY_CODE.length));

const otp = z.string({ error: leadMessages.invalidOtp }).trim().regex(/^\d{6}$/, leadMessages.invalidOtp);
const role = z.enum(LEAD_ROLES, { error: leadMessages.invalidRole });
const interests = z.array(z.enum(OWNER_INTERESTS, { error: leadMessages.invalidInterest }), { error: leadMessages.invalidInterest }).max(OWNER_INTERESTS.length);
const campaign = z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, leadMessages.invalidCampaign).max(60).optional();

/** Owners name at least one interest; tenants and buyers none (a forged combination is refused). */
function checkInterests(value: { role: LeadRole; ownerInterests: OwnerInterest[] }, context: z.RefinementCtx): void {
  if (value.role === 'Property Owner' && value.ownerInterests.length === 0) {
    context.addIssue({ code: 'custom', path: ['ownerInterests'], message: leadMessages.ownerInterest });
  }
  if (value.role !== 'Property Owner' && value.ownerInterests.length > 0) {
    context.addIssue({ code: 'custom', path: ['ownerInterests'], message: leadMessages.interestsOnlyForOwners });
  }
}

/** The lead, as verified and stored: duplicates in the interests collapse, order follows the list. */
const normaliseInterests = <T extends { ownerInterests: OwnerInterest[] }>(value: T): T => ({
  ...value,
  ownerInterests: OWNER_INTERESTS.filter((interest) => value.ownerInterests.includes(interest)),
});

/** POST /api/send-whatsapp-otp: {phone (digits only), phoneNumber, countryCode '+91', campaign?}. */
export const sendOtpSchema = z
  .object({ phone: nationalPhone, phoneNumber: fullPhone.optional(), countryCode: z.literal(LEAD_COUNTRY_CODE).default(LEAD_COUNTRY_CODE), campaign })
  .refine((value) => value.phoneNumber === undefined || value.phoneNumber === value.phone, { message: leadMessages.invalidPhone, path: ['phoneNumber'] })
  .transform(({ phone, campaign: slug }) => ({ phone, campaign: slug }));

/** POST /api/verify-whatsapp-otp: {phone, phoneNumber, otp, role, ownerInterests}. */
export const verifyOtpSchema = z
  .object({
    phone: nationalPhone,
    phoneNumber: fullPhone.optional(),
    otp,
    role,
    ownerInterests: interests.default([]),
    campaign,
  })
  .superRefine((value, context) => {
    if (value.phoneNumber !== undefined && value.phoneNumber !== value.phone) {
      context.addIssue({ code: 'custom', path: ['phoneNumber'], message: leadMessages.invalidPhone });
    }
    checkInterests(value, context);
  })
  .transform(({ phone, otp: code, role: leadRole, ownerInterests, campaign: slug }) =>
    normaliseInterests({ phone, otp: code, role: leadRole, ownerInterests, campaign: slug }),
  );

/** POST /api/festival-otp (the fallback): {action, phoneNumber; for verify also otp, role, ownerInterests}. */
export const festivalOtpSchema = z.discriminatedUnion('action', [
  z
    .object({ action: z.literal('send-otp'), phoneNumber: fullPhone, campaign })
    .transform(({ phoneNumber, campaign: slug }) => ({ action: 'send-otp' as const, phone: phoneNumber, campaign: slug })),
  z
    .object({ action: z.literal('verify-otp'), phoneNumber: fullPhone, otp, role, ownerInterests: interests.default([]), campaign })
    .superRefine(checkInterests)
    .transform(({ phoneNumber, otp: code, role: leadRole, ownerInterests, campaign: slug }) =>
      normaliseInterests({ action: 'verify-otp' as const, phone: phoneNumber, otp: code, role: leadRole, ownerInterests, campaign: slug }),
    ),
], { error: 'action must be send-otp or verify-otp' });

export type SendOtpInput = z.output<typeof sendOtpSchema>;
export type VerifyOtpInput = z.output<typeof verifyOtpSchema>;
export type FestivalOtpInput = z.output<typeof festivalOtpSchema>;

/** Every lead route answers this (spec 7: "Response fields read: success, message"). */
export interface LeadAnswer {
  success: boolean;
  message: string;
  /** Verify only: true the first time this number joins this campaign. */
  newLead?: boolean;
  /** Send only: seconds until another code may be requested. */
  retryAfterSeconds?: number;
}

/** '9876543210' -> '+91 98765 43210' (how the page and the toasts show a number). */
export function formatLeadPhone(phone: string): string {
  return `${LEAD_COUNTRY_CODE} ${phone.slice(0, 5)} ${phone.slice(5)}`.trim();
}
