// Certificates and the render workers: how long the api takes to answer an A1 that asks 400,000 key
// derivation rounds, and how long another company's plain note PDF takes while one company, whose
// certificate is such a legacy A1 kept earlier, floods the api with signed PDFs (12 callers, as the
// attack that found it), against the same PDFs alone. The api and this load generator run in
// processes of their own.
import { Agent, request } from 'undici';
import { startApiProcess } from './processes.ts';

const FLOOD_MS = Number(process.env.BENCH_DURATION_MS ?? 15_000);
const FLOODERS = 12;

interface Company {
  hash: string;
  note: string;
  auth: Record<string, string>;
}

interface Setup {
  a: Company;
  b: Company;
  keepingMs: number;
  legacy: string;
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (p: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(1));
  return { count: sorted.length, p50: at(50), p99: at(99), max: at(100) };
};

export async function certificatesBench() {
  const api = await startApiProcess('./certificates-api-process.ts');
  const dispatcher = new Agent({ connections: FLOODERS + 4, keepAliveTimeout: 30_000 });
  try {
    const setup = JSON.parse(api.extra!.join(' ')) as Setup;

    // Sent as company B's, so A keeps its own.
    const upload = async (file: string) => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.from(file, 'base64')]), 'certificado.pfx');
      form.append('password', 'senha');
      const started = performance.now();
      const response = await fetch(`${api.url}/api/v1/signing_certificates`, { method: 'POST', headers: setup.b.auth, body: form });
      const answer = (await response.json()) as { full_messages?: string[] };
      return { status: response.status, ms: performance.now() - started, message: answer.full_messages?.[0] };
    };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await upload(setup.legacy));

    const pdf = async (company: Company, signed: boolean) => {
      const started = performance.now();
      const response = await request(`${api.url}/api/v1/companies/${company.hash}/customer_notes/${company.note}${signed ? '/signed.pdf' : '.pdf'}`, { dispatcher, headers: company.auth });
      await response.body.arrayBuffer();
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const alone = [];
    for (let i = 0; i < 10; i += 1) alone.push(await pdf(setup.b, false));
    const signedAlone = [];
    for (let i = 0; i < 5; i += 1) signedAlone.push(await pdf(setup.a, true));

    const until = Date.now() + FLOOD_MS;
    const flood: { status: number; ms: number }[] = [];
    const other: { status: number; ms: number }[] = [];
    await Promise.all([
      ...Array.from({ length: FLOODERS }, async () => {
        while (Date.now() < until) flood.push(await pdf(setup.a, true));
      }),
      (async () => {
        // Let A's line fill before B asks.
        await new Promise((resolve) => setTimeout(resolve, 500));
        while (Date.now() < until) other.push(await pdf(setup.b, false));
      })(),
    ]);
    const statuses = (answers: { status: number }[]) => answers.reduce<Record<number, number>>((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {});
    return {
      'keeping the legacy A1 of 400,000 rounds, limits lifted (ms)': setup.keepingMs,
      'sending an A1 of 400,000 rounds (ms)': { ...summary(answers.map((answer) => answer.ms)), statuses: statuses(answers), message: answers[0]?.message },
      "company B's note PDF alone (ms)": summary(alone.map((answer) => answer.ms)),
      "company A's signed PDF alone (ms)": summary(signedAlone.map((answer) => answer.ms)),
      [`company B's note PDF while A floods with ${FLOODERS} callers of signed PDFs (ms)`]: { ...summary(other.filter((answer) => answer.status === 200).map((answer) => answer.ms)), statuses: statuses(other) },
      "company A's signed PDFs meanwhile": { ...summary(flood.filter((answer) => answer.status === 200).map((answer) => answer.ms)), statuses: statuses(flood) },
    };
  } finally {
    await dispatcher.close();
    await api.stop();
  }
}
