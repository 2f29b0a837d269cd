declare function inlineStylesheetLoader(this: unknown): void;
declare namespace inlineStylesheetLoader {
  function stylesheetModule(css: string, options: { text: boolean }): string;
  function stylesheetFile(css: string): string;
}
export = inlineStylesheetLoader;
