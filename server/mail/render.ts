import 'server-only';
import { createElement, type ReactElement } from 'react';

// Route handlers run in React's server-components build, where `react-dom/server` refuses to load. Import
// the Node build at run time instead (webpackIgnore), outside the bundle; an e-mail is plain markup
// without hooks, so the React copy that created the element does not matter.
const REACT_DOM_SERVER = 'react-dom/server';

type Renderer = { renderToStaticMarkup: (element: ReactElement) => string };

async function renderEmailHtml(element: ReactElement): Promise<string> {
  const loaded = (await import(/* webpackIgnore: true */ REACT_DOM_SERVER)) as Partial<Renderer> & { default?: Renderer };
  const render = loaded.renderToStaticMarkup ?? loaded.default?.renderToStaticMarkup;
  if (!render) throw new Error('react-dom/server did not load');
  return `<!DOCTYPE html>${render(element)}`;
}

/** An e-mail template of emails/: its component and the subject and plain text written from the same props. */
export interface EmailTemplate<Props> {
  Component: (props: Props) => ReactElement;
  subject: (props: Props) => string;
  text: (props: Props) => string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The one way a message's e-mail is rendered: subject, HTML and plain text from one set of props. */
export async function renderEmail<Props extends object>(template: EmailTemplate<Props>, props: Props): Promise<RenderedEmail> {
  return {
    subject: template.subject(props),
    html: await renderEmailHtml(createElement(template.Component, props)),
    text: template.text(props),
  };
}
