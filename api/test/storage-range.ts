// What every file store must answer to Range requests, checked on a stored file's signed link.
import { expect } from 'vitest';

export async function expectRanges(baseUrl: string, url: string, bytes: Buffer): Promise<void> {
  const get = (range?: string) => fetch(`${baseUrl}${url}`, { headers: range ? { range } : {} });
  const whole = await get();
  expect(whole.status).toBe(200);
  expect(whole.headers.get('accept-ranges')).toBe('bytes');
  await whole.arrayBuffer();

  const first = await get('bytes=0-9');
  expect(first.status).toBe(206);
  expect(first.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
  expect(first.headers.get('content-length')).toBe('10');
  expect(Buffer.from(await first.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);

  const middle = await get(`bytes=1000-`);
  expect(middle.status).toBe(206);
  expect(middle.headers.get('content-range')).toBe(`bytes 1000-${bytes.length - 1}/${bytes.length}`);
  expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(1000))).toBe(true);

  const last = await get('bytes=-5');
  expect(last.status).toBe(206);
  expect(Buffer.from(await last.arrayBuffer()).equals(bytes.subarray(bytes.length - 5))).toBe(true);

  const past = await get(`bytes=${bytes.length}-`);
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  await past.arrayBuffer();

  // Several ranges at once are not served piecewise: the whole file comes back.
  const several = await get('bytes=0-1,5-6');
  expect(several.status).toBe(200);
  expect((await several.arrayBuffer()).byteLength).toBe(bytes.length);
}
