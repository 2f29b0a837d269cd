// How many searches one person may keep, and what the API answers past it (the 'Save search' button says it in the
// page's language, `saveSearch.limit`, with the same number). Apart from the payload's
// zod schema (lib/validation/saved-search.ts) because the button ships on the results pages' first view, and zod
// would add about 24 KiB of script to them.

/** Saved searches one person may keep: each one is a digest query a day, so the number is bounded. */
export const SAVED_SEARCH_LIMIT = 50;
export const SAVED_SEARCH_LIMIT_CODE = 'saved_search_limit';
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Remove one on the Saved searches page to save this one.`;
