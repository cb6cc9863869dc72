import { afterEach, describe, expect, it, vi } from 'vitest';

// What the app's start does, in order, without the real router, root or route table.
const steps = vi.hoisted(() => [] as string[]);

vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-router')>()),
  createBrowserRouter: () => {
    steps.push('router');
    return {
      subscribe: () => () => undefined,
      navigate: () => Promise.resolve(),
      state: { matches: [], location: { pathname: '/', search: '' } },
    };
  },
}));
vi.mock('react-dom/client', () => ({
  createRoot: () => {
    steps.push('root');
    return { render: () => steps.push('render') };
  },
}));
vi.mock('../src/routes', () => ({ routes: [], PROTECTED_ROUTE_ID: 'protected' }));
vi.mock('../src/App', () => ({ AppProviders: ({ children }: { children: unknown }) => children }));
vi.mock('../src/lib/startUrl', () => ({ applyStartUrl: () => true }));
vi.mock('../src/lib/sessionGuard', () => ({ watchSession: () => undefined }));

/** Runs what the browser queued before now: the start's steps after each of its yields. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the start of the app', () => {
  afterEach(() => {
    document.getElementById('root')?.remove();
  });

  it('makes the router and draws in tasks of their own, after the task that evaluates its code', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);

    await import('../src/boot');
    // The import's own task evaluated the code and nothing more.
    expect(steps).toEqual([]);
    await nextTask();
    expect(steps).toEqual(['router']);
    await nextTask();
    expect(steps).toEqual(['router', 'root', 'render']);
  });
});
