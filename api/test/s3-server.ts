// A local S3-compatible server (s3rver) for tests of the object store adapter: one bucket, kept in a
// folder, on 127.0.0.1 at a port of its own.
import { join } from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../src/config.ts';

export const TEST_BUCKET = 'practice-files';

export interface TestS3Server {
  /** `STORAGE_URL`'s value for this server, with `prefix` as the bucket's folder. */
  storageUrl(prefix?: string): string;
  storage(prefix?: string): Extract<StorageConfig, { kind: 's3' }>;
  /** Stops answering (connections refused) until `resume`: a store that is down. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** s3rver accepts only its own key pair; the adapter takes credentials from the usual AWS variables. */
function useTestCredentials(): void {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
}

export async function startS3Server(folder: string): Promise<TestS3Server> {
  useTestCredentials();
  const directory = join(folder, 's3');
  const start = async (port: number) => {
    const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
    const address = await server.run();
    return { server, port: address.port };
  };
  let running: Awaited<ReturnType<typeof start>> | undefined = await start(0);
  const port = running.port;
  const endpoint = `http://127.0.0.1:${port}`;
  const storageUrl = (prefix = '') =>
    `s3://${TEST_BUCKET}/${prefix}?${new URLSearchParams({ endpoint, region: 'us-east-1', force_path_style: 'true' })}`;
  return {
    storageUrl,
    storage: (prefix = '') => ({ kind: 's3' as const, bucket: TEST_BUCKET, prefix: prefix ? `${prefix}/` : '', endpoint, region: 'us-east-1', forcePathStyle: true }),
    pause: async () => {
      const closing = running?.server.close();
      // Open keep-alive connections would hold the close (and this test) until they time out.
      (running?.server as unknown as { httpServer?: { closeAllConnections(): void } } | undefined)?.httpServer?.closeAllConnections();
      await closing;
      running = undefined;
    },
    resume: async () => {
      running ??= await start(port);
    },
    close: async () => {
      await running?.server.close();
      running = undefined;
    },
  };
}
