import type { PluginCreator } from 'postcss';

export interface CompiledStylesheet {
  css: string;
  /** The stylesheet, Tailwind's CSS and every source file scanned for class names. */
  files: string[];
  /** The folders scanned for class names. */
  directories: string[];
  trim: { propertiesFallbacks: number; colorMixBlocks: number } | undefined;
}

export declare const trimForBaseline: PluginCreator<void>;
export declare function compileStylesheet(file: string, options?: { base?: string }): Promise<CompiledStylesheet>;
