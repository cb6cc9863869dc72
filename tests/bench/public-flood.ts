// A flood of public pages from one address through the gateway (the booking page, the day's free
// slots and the calendar feed: 1,000 requests in 26 s on up to 20 connections, as the probe that found
// the slowdown sent them, or as fast as they are answered with BENCH_FLOOD_RATE=0), while the admin of
// another company keeps using the app (the viewer query and the customer list, through the gateway)
// and /healthz is asked of the api and the gateway every 100 ms. Reports the signed-in user's latency
// before and during the flood, /healthz's during it, and how the flood was answered. Every request
// goes to 127.0.0.1 and the number of each is bounded.
import { Agent, request } from 'undici';
import { startApiProcess, startGatewayProcess } from './processes.ts';
import { cpuMs, postgresCpuMs } from './stats.ts';

const FLOOD_REQUESTS = Number(process.env.BENCH_FLOOD_REQUESTS ?? 1000);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 20);
/**
 * Requests a second the flood is sent at, as the probe that found the slowdown sent them (1,000 in
 * 26 s); 0 sends each as soon as a connection is free, a flood that grows as the answers get faster.
 */
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 1000 / 26);
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 5000);
/** Bounds of the other loops, whatever happens to the flood. */
const SIGNED_IN_MAX = 5000;
const HEALTH_MAX = 2000;
const HEALTH_EVERY_MS = 100;

const VIEWER_QUERY = `query BenchViewer {
  viewer { id name email accountType company { id companyTreatment plan { id identifier name } subscriptionStatus { suspended active } } }
}`;
const CUSTOMERS_QUERY = `query BenchCustomers { viewer { company { customers(first: 20) { totalCount edges { node { id name } } } } } }`;
const PAGE_QUERY = `query BenchBookingPage($companyHash: String!) { bookingPage(companyHash: $companyHash) { companyName slotMinutes professionals { id name } } }`;
const SLOTS_QUERY = `query BenchBookingSlots($companyHash: String!, $userId: ID!, $date: String!) { bookingSlots(companyHash: $companyHash, userId: $userId, date: $date) }`;

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString('base64');
const zonedDate = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { count: sorted.length, p50: Number(at(50).toFixed(1)), p99: Number(at(99).toFixed(1)), max: Number(at(100).toFixed(1)) };
}

export async function publicFloodBench() {
  const api = await startApiProcess('./public-flood-api-process.ts');
  const [companyHash, professionalId, feedToken, otherEmail, otherPassword] = api.extra ?? [];
  const gateway = await startGatewayProcess(api.url);
  const flooder = new Agent({ connections: FLOOD_CONNECTIONS, keepAliveTimeout: 30_000 });
  const user = new Agent({ connections: 2, keepAliveTimeout: 30_000 });
  const prober = new Agent({ connections: 2, keepAliveTimeout: 30_000 });

  try {
    const signIn = await request(`${gateway.url}/graphql`, {
      method: 'POST',
      dispatcher: user,
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: 'mutation BenchSignIn($input: SignInInput!) { signIn(input: $input) { session { accessToken client uid } errors } }', variables: { input: { email: otherEmail, password: otherPassword } } }),
    });
    const signedIn = (await signIn.body.json()) as { data?: { signIn: { session: { accessToken: string; client: string; uid: string } | null } } };
    const session = signedIn.data?.signIn.session;
    if (!session) throw new Error(`sign-in: ${JSON.stringify(signedIn)}`);
    const auth = { 'access-token': session.accessToken, client: session.client, uid: session.uid };

    const graphql = async (dispatcher: Agent, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const response = await request(`${gateway.url}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { ...headers, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.body.json()) as { errors?: { extensions?: { status?: number } }[]; data?: unknown };
      return { status: body.errors?.[0]?.extensions?.status ?? response.statusCode, body };
    };

    let signedInFailures = 0;
    const signedInCall = async (index: number) => {
      const started = performance.now();
      const answer = await graphql(user, index % 2 === 0 ? VIEWER_QUERY : CUSTOMERS_QUERY, {}, auth);
      if (answer.status !== 200 || answer.body.errors) signedInFailures += 1;
      return performance.now() - started;
    };
    const signedInLoop = async (running: () => boolean) => {
      const latencies: number[] = [];
      for (let index = 0; index < SIGNED_IN_MAX && running(); index += 1) latencies.push(await signedInCall(index));
      return latencies;
    };
    const healthLoop = async (url: string, running: () => boolean) => {
      const latencies: number[] = [];
      for (let index = 0; index < HEALTH_MAX && running(); index += 1) {
        const started = performance.now();
        const answer = await request(`${url}/healthz`, { dispatcher: prober });
        await answer.body.dump();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
      return latencies;
    };

    // Warms both processes up, then the signed-in user alone.
    for (let index = 0; index < 20; index += 1) await signedInCall(index);
    const quietUntil = Date.now() + QUIET_MS;
    const quiet = await signedInLoop(() => Date.now() < quietUntil);

    const dates = Array.from({ length: 30 }, (_, day) => zonedDate(new Date(Date.now() + (day + 1) * 86_400_000)));
    const statuses: Record<string, number> = {};
    const count = (status: number) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
    };
    const floodRequest = async (index: number) => {
      const kind = index % 3;
      if (kind === 0) count((await graphql(flooder, PAGE_QUERY, { companyHash })).status);
      else if (kind === 1) count((await graphql(flooder, SLOTS_QUERY, { companyHash, userId: globalId('User', professionalId!), date: dates[index % dates.length] })).status);
      else {
        const answer = await request(`${gateway.url}/api/v1/calendar_feeds/${feedToken}.ics`, { dispatcher: flooder });
        await answer.body.dump();
        count(answer.statusCode);
      }
    };

    let flooding = true;
    const cpuBefore = { api: cpuMs(api.pid), gateway: cpuMs(gateway.pid), postgres: postgresCpuMs() };
    const signedInDuring = signedInLoop(() => flooding);
    const apiHealth = healthLoop(api.url, () => flooding);
    const gatewayHealth = healthLoop(gateway.url, () => flooding);
    const floodStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: FLOOD_CONNECTIONS }, async () => {
        while (next < FLOOD_REQUESTS) {
          const index = next++;
          const due = FLOOD_RATE > 0 ? floodStarted + (index * 1000) / FLOOD_RATE - performance.now() : 0;
          if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
          await floodRequest(index);
        }
      }),
    );
    const floodMs = performance.now() - floodStarted;
    flooding = false;
    const cpu = { api: cpuMs(api.pid) - cpuBefore.api, gateway: cpuMs(gateway.pid) - cpuBefore.gateway, postgres: postgresCpuMs() - cpuBefore.postgres };

    return {
      flood: { requests: FLOOD_REQUESTS, connections: FLOOD_CONNECTIONS, 'asked per second': FLOOD_RATE > 0 ? Number(FLOOD_RATE.toFixed(1)) : 'as fast as answered', seconds: Number((floodMs / 1000).toFixed(1)), statuses, 'CPU ms': cpu },
      'signed-in, alone': percentiles(quiet),
      'signed-in, during the flood': { ...percentiles(await signedInDuring), failures: signedInFailures },
      'api /healthz, during the flood': percentiles(await apiHealth),
      'gateway /healthz, during the flood': percentiles(await gatewayHealth),
    };
  } finally {
    await flooder.close();
    await user.close();
    await prober.close();
    await gateway.stop();
    await api.stop();
  }
}
