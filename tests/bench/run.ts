// Runs the benchmarks and prints their figures with the machine they ran on.
// Usage: pnpm --filter @practice/tests bench [gateway|peer|first-load|customers|notes|tasks|reports|appointments|records|accesses|certificates|public-flood]  (first-load and reports build or need the web app)
import { cpus, loadavg, totalmem } from 'node:os';
import { accessesBench } from './accesses.ts';
import { appointmentsBench } from './appointments.ts';
import { certificatesBench } from './certificates.ts';
import { customersBench } from './customers.ts';
import { gatewayLatency } from './gateway-latency.ts';
import { firstLoadBench, printFirstLoad } from './first-load.ts';
import { notesBench } from './notes.ts';
import { peerGatewayBench } from './peer-gateway.ts';
import { publicFloodBench } from './public-flood.ts';
import { recordsBench } from './records.ts';
import { reportsBench } from './reports.ts';
import { tasksBench } from './tasks.ts';

const which = process.argv[2];
console.log(`database: ${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
if (!which || which === 'gateway') {
  console.log('viewer query, 50 concurrent:', JSON.stringify(await gatewayLatency(), null, 2));
}
if (!which || which === 'peer') {
  console.log(
    'our gateway and Hive Gateway (GraphQL Mesh, from the OpenAPI document) over one api: the viewer, 40 customers, a board of 1,000 tasks, at 1 and 50 callers:',
  );
  console.log(await peerGatewayBench());
}
if (!which || which === 'first-load' || which === 'login') {
  console.log('first load, cold cache, /login and /customers signed in (demo company, 40 customers):');
  printFirstLoad(await firstLoadBench());
}
if (!which || which === 'customers') {
  console.log('customers list, 20,000 customers answering 8 questions:', JSON.stringify(await customersBench(), null, 2));
}
if (!which || which === 'notes') {
  console.log('notes, a 5-page A4 PDF with two images and the first page of 500 notes:', JSON.stringify(await notesBench(), null, 2));
}
if (!which || which === 'reports') {
  console.log(
    'dashboard, search, history and XLSX export, 20,000 customers, 10,000 tasks, 200,000 activities (and as many in another company):',
    JSON.stringify(await reportsBench(), null, 2),
  );
}
if (!which || which === 'tasks') {
  console.log('tasks: a board of 1,000 tasks in 5 columns, a calendar month of 500, a move reaching another subscriber:', JSON.stringify(await tasksBench(), null, 2));
}
if (!which || which === 'appointments') {
  console.log(
    'agenda: a week of 500 appointments for 10 professionals through the gateway, 50 online bookings of 50 different slots at once:',
    JSON.stringify(await appointmentsBench(), null, 2),
  );
}
if (!which || which === 'records') {
  console.log("the patient's copy: 500 notes as PDFs and 50 attachments of 200 KB in one ZIP, from the request to the download:", JSON.stringify(await recordsBench(), null, 2));
}
if (!which || which === 'accesses') {
  console.log(
    "the access log on the customer page's read: 10 callers, REST and the gateway's page query, the recording on and off in the same api:",
    JSON.stringify(await accessesBench(), null, 2),
  );
}
if (!which || which === 'certificates') {
  console.log(
    "certificates: refusing an A1 of 400,000 key rounds, and another company's note PDF while one company floods signed PDFs:",
    JSON.stringify(await certificatesBench(), null, 2),
  );
}
if (!which || which === 'public-flood') {
  console.log(
    'a flood of 1,000 public requests (booking page, slots, calendar feed) from one address through the gateway, while another company\'s admin uses the app:',
    JSON.stringify(await publicFloodBench(), null, 2),
  );
}
process.exit(0);
