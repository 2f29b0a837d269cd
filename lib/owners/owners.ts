// Owners of the homes we list: records, not accounts (docs/owners.md). They answer through links we send them.

export const OWNER_CHANNELS = ['whatsapp', 'email'] as const;
export type OwnerChannel = (typeof OWNER_CHANNELS)[number];

/** What an owner's link lets them do: answer one offer, or say whether one listing is still available. */
export const OWNER_LINK_PURPOSES = ['offer', 'availability'] as const;
export type OwnerLinkPurpose = (typeof OWNER_LINK_PURPOSES)[number];

/** How a society's offers reach owners: straight to the owner, or through the desk first (a manager forwards). */
export const OFFER_ANSWER_MODES = ['team_first', 'owners_direct'] as const;
export type OfferAnswerMode = (typeof OFFER_ANSWER_MODES)[number];
export const OFFER_ANSWER_MODE_LABELS: Record<OfferAnswerMode, string> = {
  team_first: 'Team first',
  owners_direct: 'Owners answer directly',
};

/** An owner link works for this long after it is sent. */
export const OWNER_LINK_DAYS = 7;
/** A device that proved itself with a code is remembered for this long. */
export const OWNER_DEVICE_DAYS = 30;
