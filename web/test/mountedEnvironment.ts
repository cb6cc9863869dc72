import type { createMockEnvironment } from 'relay-test-utils';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

// Kept apart from relay.tsx, which loads the app's providers: setup.ts reads this before any test
// file has set its own module mocks.
let mounted: MockEnvironment | null = null;

/** Makes `environment` the app's own (what `getEnvironment()` answers), until the test ends. */
export function setMountedEnvironment(environment: MockEnvironment | null): void {
  mounted = environment;
}

/** The environment of the screen the test mounted: the app's `getEnvironment()` in every test (setup.ts). */
export function mountedEnvironment(): MockEnvironment {
  if (!mounted) throw new Error('no screen is mounted: mount one with mountScreen, mountApp or renderWithRelay (test/relay.tsx)');
  return mounted;
}
