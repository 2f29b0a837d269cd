// Two Jest projects: `unit` (pure code and components, jsdom) and `integration` (route handlers and
// services against a real PostgreSQL; each file gets its own database cloned from a migrated template).
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
    '^next-intl(/server)?$': '<rootDir>/tests/helpers/server-translations.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
  // `npm test` runs the e2e production build beside the Jest layers: its output, written meanwhile, is no module.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

// Packages that ship ES modules only (jose, which signs owner links) are compiled for Jest like the packages Next
// transpiles: added to next/jest's exceptions in the patterns that keep node_modules untransformed.
const ESM_ONLY = ['jose'];
const compileEsmOnly = (config) => ({
  ...config,
  transformIgnorePatterns: config.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', `(?!(${ESM_ONLY.join('|')}|`)),
});

const unit = await createJestConfig({
  ...shared,
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup-unit.ts'],
})();

const integration = await createJestConfig({
  ...shared,
  displayName: 'integration',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup-integration.ts'],
})();

// jose (signed owner links, server/owners/links.ts) ships ES modules only: Jest compiles it like our own code.
for (const project of [unit, integration]) {
  project.transformIgnorePatterns = project.transformIgnorePatterns.map((pattern) => pattern.replace('/node_modules/(?!.pnpm)(?!(', '/node_modules/(?!.pnpm)(?!(jose|'));
}

export default {
  projects: [compileEsmOnly(unit), compileEsmOnly(integration)],
  globalSetup: '<rootDir>/tests/helpers/global-setup.ts',
};
