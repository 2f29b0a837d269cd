declare function inlineStylesheetLoader(this: unknown): void;
declare namespace inlineStylesheetLoader {
  function stylesheetModule(css: string): string;
}
export = inlineStylesheetLoader;
