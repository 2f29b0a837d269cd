// The one swipe rule of the carousels (spec 9: a 12 px swipe threshold): a drag shorter than this is a tap, a
// longer one moves to the next or previous item. Used by the society's photo carousel (embla's dragThreshold),
// a listing's media strip and the full-screen gallery. A module of its own so that no carousel imports another's
// code for one number (each loads the other lazily).
export const SWIPE_THRESHOLD_PX = 12;
