// The home design choice, shared by the server page (boot script) and the client toggle.
export type HomeDesign = 'new' | 'classic';

export const HOME_DESIGN_STORAGE_KEY = 'ghomes:home-design';
/** Set on the home's root element before its content is parsed, so CSS can hide the design not chosen. */
export const HOME_DESIGN_ATTRIBUTE = 'data-home-design';
export const HOME_ROOT_SELECTOR = '[data-home-root]';

/**
 * The first child of the home's root: marks the root with the remembered design while the page is still being
 * parsed. The server always renders the new design; until React swaps in the classic one, the new design
 * stays invisible, so a classic user never sees it flash.
 */
export const HOME_DESIGN_BOOT_SCRIPT = `try{document.currentScript.parentElement.setAttribute(${JSON.stringify(HOME_DESIGN_ATTRIBUTE)},localStorage.getItem(${JSON.stringify(HOME_DESIGN_STORAGE_KEY)})==='classic'?'classic':'new')}catch(e){}`;

export const HOME_DESIGN_CSS = `[data-home-root][${HOME_DESIGN_ATTRIBUTE}="classic"] [data-home-view="new"],[data-home-root][${HOME_DESIGN_ATTRIBUTE}="new"] [data-home-view="classic"]{visibility:hidden}`;
