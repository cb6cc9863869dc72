// The entry of a certificate worker: like the render worker (print/render-worker.mjs), it registers
// tsx itself, since a worker thread inherits neither vitest's transform nor the loader flags.
import { register } from 'tsx/esm/api';

register();
await import('./certificate-worker.ts');
