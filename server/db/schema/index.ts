export * from './places';
export * from './societies';
export * from './listings';
export * from './people';
export * from './messages';
export * from './auth';
export * from './operators';
export * from './jobs';
