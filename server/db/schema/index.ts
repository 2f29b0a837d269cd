// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
export * from './places';
export * from './societies';
export * from './listings';
export * from './people';
export * from './visits';
export * from './offers';
export * from './messages';
export * from './leads';
export * from './contact';
export * from './auth';
export * from './operators';
export * from './jobs';
export * from './gate';
export * from './shortlist';
export * from './requests';
export * from './staff';
export * from './owners';
