// Where a desk page's content starts, after the desk's frame (app/ops/layout.tsx): the skip link's target on the
// desk. Its own module because the skip link is in every page's first JavaScript (components/layout/site-chrome.tsx).
export const DESK_CONTENT_ID = 'desk-content';
