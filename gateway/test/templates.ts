// vitest's globalSetup: the run's migrated database, which every api these tests start copies.
export { default } from '@practice/api/testing/templates';
