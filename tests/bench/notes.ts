// Notes: the PDF of a locked five-page A4 note with two images, asked of the api with the caller's
// headers (one at a time, since making a PDF is CPU work), and the first page of the notes of a
// customer with 500 notes through the gateway, as the customer's page asks for it (alone and with
// 10 callers at once). The api, the gateway and this load generator run in processes of their own.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { startApiProcess, startGatewayProcess, signInDemoAdmin } from './processes.ts';
import { measure } from './stats.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);

const NOTES_QUERY = `query BenchNotes($databaseId: Int!) {
  customer(databaseId: $databaseId) {
    id
    notes(first: 20) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id databaseId body creatorName creatorDatabaseId createdAt locked lockedAt lockedByName } }
    }
  }
}`;

export async function notesBench() {
  const api = await startApiProcess('./notes-api-process.ts');
  const gateway = await startGatewayProcess(api.url);
  const dispatcher = new Agent({ connections: 10, keepAliveTimeout: 30_000 });
  const dir = mkdtempSync(join(tmpdir(), 'bench-notes-'));
  try {
    const { auth } = await signInDemoAdmin(api.url, dispatcher);

    const customers = await request(`${api.url}/api/v1/customers?search=semanal`, { dispatcher, headers: auth });
    const customerId = ((await customers.body.json()) as { customers: { id: number }[] }).customers[0]!.id;
    const firstPage = await request(`${api.url}/api/v1/customers/${customerId}/customer_notes?per_page=1`, { dispatcher, headers: auth });
    const [longNote] = ((await firstPage.body.json()) as { customer_notes: { pdf_urls: { A4: string } }[] }).customer_notes;
    const pdfPath = longNote!.pdf_urls.A4.split('?')[0]!;

    const pdf = async () => {
      const response = await request(`${api.url}${pdfPath}?page_size=A4`, { dispatcher, headers: auth });
      const bytes = Buffer.from(await response.body.arrayBuffer());
      if (response.statusCode !== 200) throw new Error(`PDF: ${response.statusCode}`);
      return bytes;
    };
    const sample = await pdf();
    const file = join(dir, 'note.pdf');
    writeFileSync(file, sample);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    const imageCount = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2;

    const notes = async () => {
      const response = await request(`${gateway.url}/graphql`, {
        method: 'POST',
        dispatcher,
        headers: { ...auth, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify({ query: NOTES_QUERY, variables: { databaseId: customerId } }),
      });
      const result = (await response.body.json()) as { errors?: unknown[]; data?: { customer: { notes: { totalCount: number; edges: unknown[] } } } };
      if (response.statusCode !== 200 || result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
      if (result.data.customer.notes.edges.length !== 20) throw new Error('not a full page');
      return result.data.customer.notes.totalCount;
    };
    const totalNotes = await notes();

    return {
      notePdf: {
        pages,
        /** The company's image on each page and the note's two. */
        imagesDrawn: imageCount,
        bytes: sample.length,
        'concurrency 1': await measure(async () => void (await pdf()), { concurrency: 1, durationMs: DURATION_MS }),
      },
      firstPageOfNotes: {
        notesOfTheCustomer: totalNotes,
        'concurrency 1': await measure(async () => void (await notes()), { concurrency: 1, durationMs: DURATION_MS }),
        'concurrency 10': await measure(async () => void (await notes()), { concurrency: 10, durationMs: DURATION_MS }),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await dispatcher.close();
    await gateway.stop();
    await api.stop();
  }
}
