// The entry of a render worker. The api runs its TypeScript through tsx (`pnpm start`, scripts/start.mjs)
// or vitest, and a worker thread inherits neither vitest's transform nor reliably the loader flags,
// so the worker starts with none (render-pool.ts) and registers tsx itself before loading its code.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
