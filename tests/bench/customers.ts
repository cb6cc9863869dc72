// The customers list through the gateway with 20,000 customers of one company, each answering a form
// of 8 questions (customers-api-process.ts): the first page as the web app asks for it, a search
// and an order by an answer, each alone and with 10 callers at once. The api, the gateway and this
// load generator run in processes of their own.
import { Agent, request } from 'undici';
import { startApiProcess, startGatewayProcess, signInDemoAdmin } from './processes.ts';
import { measure } from './stats.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CONCURRENCY = [1, 10];

/** What the /customers screen asks for: the banner's quota, the columns and a page of 40 rows. */
const LIST_QUERY = `query BenchCustomers($page: Int!, $search: String, $orderBy: CustomerOrder) {
  viewer {
    company {
      id
      plan { identifier }
      customersQuota { customersCount customersLimit exceededCustomersLimit }
      customerFields { id question answerType options }
      customers(first: 40, page: $page, search: $search, orderBy: $orderBy) {
        totalCount
        edges { node { id databaseId name imageUrl createdAt answers { field { id } values } } }
      }
    }
  }
}`;

export async function customersBench() {
  const seedStarted = Date.now();
  const api = await startApiProcess('./customers-api-process.ts');
  const startSeconds = Number(((Date.now() - seedStarted) / 1000).toFixed(1));
  const gateway = await startGatewayProcess(api.url);
  const dispatcher = new Agent({ connections: Math.max(...CONCURRENCY), keepAliveTimeout: 30_000 });

  try {
    const { auth } = await signInDemoAdmin(api.url, dispatcher);

    const post = async (variables: Record<string, unknown>) => {
      const response = await request(`${gateway.url}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { ...auth, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query: LIST_QUERY, variables }),
      });
      const result = (await response.body.json()) as {
        errors?: unknown[];
        data?: { viewer: { company: { customerFields: { id: string }[]; customers: { totalCount: number; edges: unknown[] } } } };
      };
      if (response.statusCode !== 200 || result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
      if (result.data.viewer.company.customers.edges.length === 0) throw new Error('an empty page');
      return result.data.viewer.company;
    };

    const first = await post({ page: 1, search: null, orderBy: null });
    const birthDate = first.customerFields[0]!.id;
    const cases: Record<string, Record<string, unknown>> = {
      firstPage: { page: 1, search: null, orderBy: null },
      search: { page: 1, search: 'antonio souza', orderBy: null },
      sortByAnswer: { page: 1, search: null, orderBy: { field: 'ANSWER', direction: 'DESC', customerFieldId: birthDate } },
    };

    const figures: Record<string, Record<string, unknown>> = {};
    for (const [name, variables] of Object.entries(cases)) {
      const { totalCount } = (await post(variables)).customers;
      figures[name] = { matching: totalCount };
      for (const concurrency of CONCURRENCY) {
        figures[name][`concurrency ${concurrency}`] = await measure(
          async () => {
            await post(variables);
          },
          { concurrency, durationMs: DURATION_MS },
        );
      }
    }
    return { customers: first.customers.totalCount, questions: first.customerFields.length, apiStartAndSeedSeconds: startSeconds, ...figures };
  } finally {
    await dispatcher.close();
    await gateway.stop();
    await api.stop();
  }
}
