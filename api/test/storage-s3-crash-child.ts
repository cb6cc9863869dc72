// Uploads an endless file to the bucket STORAGE_URL names and says "uploading" once a few parts are
// up: the process the crash test kills in the middle of an upload.
import { Readable } from 'node:stream';
import { loadConfig } from '../src/config.ts';
import { newFileKey, ANY_FILE } from '../src/storage/file-types.ts';
import { S3FileStorage } from '../src/storage/s3.ts';

const config = loadConfig();
if (config.storage.kind !== 's3') throw new Error('STORAGE_URL must name a bucket');
const storage = new S3FileStorage(config.storage);
let sent = 0;
const chunk = Buffer.alloc(1024 * 1024, 0x44);
const endless = new Readable({
  read() {
    sent += chunk.length;
    if (sent === 20 * 1024 * 1024) process.stdout.write('uploading\n');
    this.push(chunk);
  },
});
await storage.put(newFileKey(ANY_FILE), endless);
