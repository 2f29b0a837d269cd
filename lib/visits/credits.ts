// Free unlocks (spec 9): each property with a rental visit uses one of 5 rental unlocks, each with a buyer visit
// one of 20 buyer unlocks; a second visit to a property already unlocked uses none.
export const FREE_UNLOCKS = { rental: 5, buyer: 20 } as const;
export type UnlockKind = keyof typeof FREE_UNLOCKS;
export type UnlocksUsed = Record<UnlockKind, number>;
