import { randomBytes } from 'node:crypto';
import { formEntries, type FormValue } from './form.ts';

/** A file as the GraphQL `File` scalar hands it over: read as a stream, never as one buffer. */
export interface UploadFile {
  readonly name: string;
  readonly type: string;
  stream(): ReadableStream<Uint8Array>;
}

export interface MultipartBody {
  fields: Record<string, FormValue>;
  /** Each file under its Rails-style field name (`user[attachment_attributes][attachment]`). */
  files: { name: string; file: UploadFile }[];
}

const encoder = new TextEncoder();

/** Quotes a name or file name for a Content-Disposition header; line breaks and quotes cannot pass. */
function quoted(text: string): string {
  return `"${text.replace(/[\r\n"]/g, (char) => encodeURIComponent(char))}"`;
}

/**
 * A `multipart/form-data` body that is written as it is read: text fields first, then each file
 * chunk by chunk from its stream, so an upload passes through without being held whole in memory.
 */
export function multipartBody(body: MultipartBody): { contentType: string; stream: AsyncIterable<Uint8Array> } {
  const boundary = `----practice-gateway-${randomBytes(12).toString('hex')}`;
  async function* stream(): AsyncGenerator<Uint8Array> {
    for (const [name, value] of formEntries(body.fields)) {
      yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`);
    }
    for (const { name, file } of body.files) {
      const type = file.type || 'application/octet-stream';
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}; filename=${quoted(file.name || 'arquivo')}\r\nContent-Type: ${type}\r\n\r\n`,
      );
      const reader = file.stream().getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          yield value;
        }
      } finally {
        reader.releaseLock();
      }
      yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, stream: stream() };
}
