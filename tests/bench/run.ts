// Runs the benchmarks and prints their figures with the machine they ran on.
// Usage: pnpm --filter @practice/tests bench [gateway|login|customers]  (the web app must be built for login)
import { cpus, totalmem } from 'node:os';
import { customersBench } from './customers.ts';
import { gatewayLatency } from './gateway-latency.ts';
import { loginBundle } from './login-bundle.ts';

const which = process.argv[2];
console.log(`database: ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`);
if (!which || which === 'gateway') {
  console.log('viewer query, 50 concurrent:', JSON.stringify(await gatewayLatency(), null, 2));
}
if (!which || which === 'login') {
  const bundle = await loginBundle();
  console.log(`/login JavaScript: ${bundle.files} files, ${bundle.rawKiB} KiB raw, ${bundle.gzippedKiB} KiB gzipped`);
  for (const script of bundle.scripts) console.log(`  ${script.url}: ${(script.gzipped / 1024).toFixed(1)} KiB gzipped`);
}
if (!which || which === 'customers') {
  console.log('customers list, 20,000 customers answering 8 questions:', JSON.stringify(await customersBench(), null, 2));
}
process.exit(0);
