import 'server-only';
import type { ReactElement } from 'react';

// Route handlers run in React's server-components build, where `react-dom/server` refuses to load. Import
// the Node build at run time instead (webpackIgnore), outside the bundle; an e-mail is plain markup
// without hooks, so the React copy that created the element does not matter.
const REACT_DOM_SERVER = 'react-dom/server';

type Renderer = { renderToStaticMarkup: (element: ReactElement) => string };

export async function renderEmailHtml(element: ReactElement): Promise<string> {
  const loaded = (await import(/* webpackIgnore: true */ REACT_DOM_SERVER)) as Partial<Renderer> & { default?: Renderer };
  const render = loaded.renderToStaticMarkup ?? loaded.default?.renderToStaticMarkup;
  if (!render) throw new Error('react-dom/server did not load');
  return `<!DOCTYPE html>${render(element)}`;
}
