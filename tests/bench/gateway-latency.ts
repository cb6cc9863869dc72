// The gateway's added latency: the viewer query through /graphql against the same REST calls made
// directly to the api, both at 50 concurrent callers, on a fresh database with the demo company.
import { Agent, request } from 'undici';
import { startApiProcess, startGatewayProcess, signInDemoAdmin } from './processes.ts';
import { measure } from './stats.ts';

const CONCURRENCY = 50;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 15_000);
const STATEMENT_SAMPLES = 20;

const VIEWER_QUERY = `query BenchViewer {
  viewer {
    id name email accountType onboardingCompleted
    company {
      id companyTreatment companyTreatmentPlural customerTreatment customerTreatmentPlural
      plan { id identifier name }
      subscriptionStatus { suspended active }
    }
  }
}`;

export async function gatewayLatency() {
  const api = await startApiProcess();
  const gateway = await startGatewayProcess(api.url);
  const gatewayUrl = gateway.url;
  const dispatcher = new Agent({ connections: CONCURRENCY, keepAliveTimeout: 30_000 });

  try {
    const { auth, companyId } = await signInDemoAdmin(api.url, dispatcher);

    const rest = async (path: string) => {
      const response = await request(`${api.url}${path}`, { dispatcher, headers: auth });
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
      await response.body.json();
    };
    // What the gateway asks the api for to answer the query: the user, then plans and status together.
    const directCalls = async () => {
      await rest('/api/v1/auth/validate_token');
      await Promise.all([rest('/api/v1/plans'), rest(`/api/v1/companies/${companyId}/subscription_status`)]);
    };
    const body = JSON.stringify({ query: VIEWER_QUERY });
    const gatewayCall = async () => {
      const response = await request(`${gatewayUrl}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { ...auth, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body,
      });
      const result = (await response.body.json()) as { errors?: unknown[] };
      if (response.statusCode !== 200 || result.errors) throw new Error(JSON.stringify(result.errors));
    };

    // Both paths warm up (JIT, connection pools) before either is measured.
    const warmup = { concurrency: CONCURRENCY, durationMs: 3000, warmupMs: 0 };
    await measure(directCalls, warmup);
    await measure(gatewayCall, warmup);
    const direct = await measure(directCalls, { concurrency: CONCURRENCY, durationMs: DURATION_MS });
    const viaGateway = await measure(gatewayCall, { concurrency: CONCURRENCY, durationMs: DURATION_MS });
    // One caller at a time shows the gateway's own cost, without queueing on two shared cores.
    const alone = { concurrency: 1, durationMs: Math.min(DURATION_MS, 5000), warmupMs: 0 };
    const directAlone = await measure(directCalls, alone);
    const viaGatewayAlone = await measure(gatewayCall, alone);
    // What the api runs per query, which the machine's load does not change: a guard the timings are not.
    const statementsPer = async (task: () => Promise<void>) => {
      const before = await api.statements!();
      for (let i = 0; i < STATEMENT_SAMPLES; i += 1) await task();
      return Number((((await api.statements!()) - before) / STATEMENT_SAMPLES).toFixed(2));
    };
    const sqlStatementsPerQuery = { direct: await statementsPer(directCalls), viaGateway: await statementsPer(gatewayCall) };

    return {
      direct,
      viaGateway,
      addedP50: Number((viaGateway.p50 - direct.p50).toFixed(2)),
      addedP99: Number((viaGateway.p99 - direct.p99).toFixed(2)),
      oneCaller: {
        direct: directAlone,
        viaGateway: viaGatewayAlone,
        addedP50: Number((viaGatewayAlone.p50 - directAlone.p50).toFixed(2)),
        addedP99: Number((viaGatewayAlone.p99 - directAlone.p99).toFixed(2)),
      },
      sqlStatementsPerQuery,
    };
  } finally {
    await dispatcher.close();
    await gateway.stop();
    await api.stop();
  }
}
