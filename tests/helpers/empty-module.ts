// Stands in for 'server-only' under Jest, where there is no React Server Components bundler.
export {};
