// The api for the notes benchmark, in a process of its own: the demo company with one customer seen
// weekly for ten years (BENCH_NOTES notes, 500 by default, written straight into the database) and
// one long note of five A4 pages with two images, written through the api. Prints `READY <url>`.
import { makePng, startTestApi } from '@practice/api/testing';
import { seedWeeklyPatient } from './weekly-patient.ts';

const NOTES = Number(process.env.BENCH_NOTES ?? 500);

const api = await startTestApi({ seedDemo: true });
const { call, customerId, paragraph } = await seedWeeklyPatient(api, { notes: NOTES });

// The long note: two images of a typical phone photo's proportions, and text for five A4 pages.
const images: string[] = [];
for (const colours of [
  [[200, 60, 60], [60, 140, 200]],
  [[80, 160, 90], [230, 200, 60]],
] as const) {
  const png = makePng(640, 480, [...colours[0]], [...colours[1]]);
  const { note_image } = await call<{ note_image: { url: string } }>('POST', '/api/v1/note_images', {
    note_image: { attachment: `data:image/png;base64,${png.toString('base64')}` },
  });
  images.push(note_image.url);
}
const body = [
  '<h1>Relatório de evolução</h1>',
  ...Array.from({ length: 22 }, (_, index) => paragraph(index)),
  `<p><img src="${images[0]}" alt="Registro 1"></p>`,
  '<ul><li>Sono: 7 horas</li><li>Ansiedade: leve</li><li>Atividade física: 4 vezes por semana</li></ul>',
  ...Array.from({ length: 22 }, (_, index) => paragraph(index + 22)),
  `<p><img src="${images[1]}" alt="Registro 2"></p>`,
  ...Array.from({ length: 6 }, (_, index) => paragraph(index + 44)),
].join('');
const { customer_note: longNote } = await call<{ customer_note: { id: number } }>('POST', `/api/v1/customers/${customerId}/customer_notes`, {
  customer_note: { body },
});
await call('PATCH', `/api/v1/customers/${customerId}/customer_notes/${longNote.id}`, { customer_note: { locked: true } });

console.log(`READY ${api.url}`);
process.on('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
