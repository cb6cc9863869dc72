import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isFileKey } from './file-types.ts';
import { resolveRange, type FileStorage, type RequestedRange, type StoredObject, type StoredRange } from './storage.ts';

/** Where an S3-compatible store keeps the files: `STORAGE_URL=s3://bucket[/prefix]?endpoint=&region=&force_path_style=`. */
export interface S3Location {
  bucket: string;
  /** Keys are stored under it (`practice/` or ''), so one bucket can serve several deployments. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
}

/**
 * Parts of 8 MB, two in flight: what one upload holds in memory at most, whatever the file's size.
 * A body smaller than one part goes in a single PutObject.
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/** A stored object as a listing shows it: its key (without the prefix) and when it was written. */
export interface ListedObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, Cloudflare R2). Credentials come from
 * the SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance
 * role). The bucket stays private: files are read only through the api's signed links.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;

  constructor(readonly location: S3Location) {
    this.client = new S3Client({
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      // Checksums only where S3 demands them: stores other than AWS (and older MinIO) refuse the
      // chunked trailers the SDK would otherwise send with a streamed body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    return `${this.location.prefix}${checkedKey(key)}`;
  }

  /**
   * Streams the body up in parts; the object exists only once the last part is in and the upload is
   * completed, so a body that fails midway (or a process that dies) leaves no object, only parts of
   * an unfinished upload, which the store never serves and `abortStaleUploads` removes.
   */
  async put(key: string, body: Readable | Buffer): Promise<void> {
    const upload = new Upload({
      client: this.client,
      // A stream from another implementation (archiver's readable-stream) is read through Node's own.
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: Buffer.isBuffer(body) || body instanceof Readable ? body : Readable.from(body) },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      await upload.abort().catch(() => undefined);
      if (!Buffer.isBuffer(body)) body.destroy();
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    if (!isFileKey(key)) return undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered without a stream');
      return { body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async getRange(key: string, range: RequestedRange): Promise<StoredRange | { unsatisfiable: true; size: number } | undefined> {
    if (!isFileKey(key)) return undefined;
    try {
      // The last n bytes are asked for by position: not every S3-compatible store reads `bytes=-n` right.
      if ('suffix' in range) {
        const head = await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
        const size = head.ContentLength ?? 0;
        const bytes = resolveRange(range, size);
        if (!bytes) return { unsatisfiable: true, size };
        range = { start: bytes.start, end: bytes.end };
      }
      const header = `bytes=${range.start}-${range.end ?? ''}`;
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key), Range: header }));
      if (!(answer.Body instanceof Readable)) throw new Error('the S3 client answered without a stream');
      const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      if (served) return { body: answer.Body, start: Number(served[1]), end: Number(served[2]), size: Number(served[3]) };
      // A store that ignores ranges sends the whole file, and says so: a client reads Content-Range.
      const size = answer.ContentLength ?? 0;
      return { body: answer.Body, start: 0, end: size - 1, size };
    } catch (error) {
      if (isMissing(error)) return undefined;
      if (error instanceof S3ServiceException && (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416)) {
        const head = await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
        return { unsatisfiable: true, size: head.ContentLength ?? 0 };
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  /** Every stored file under the prefix, a page of the listing at a time; objects that are not file keys are skipped. */
  async *list(): AsyncGenerator<ListedObject[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: this.location.prefix || undefined, ContinuationToken: token }),
      );
      const objects: ListedObject[] = [];
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.location.prefix.length);
        if (key && object.Key?.startsWith(this.location.prefix) && isFileKey(key) && object.LastModified) objects.push({ key, modifiedAt: object.LastModified });
      }
      yield objects;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Aborts the unfinished uploads under the prefix begun before `before` (a process that died while
   * uploading); the number aborted. A store without the call (some test servers) has none to abort.
   */
  async abortStaleUploads(before: Date): Promise<number> {
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({ Bucket: this.location.bucket, Prefix: this.location.prefix || undefined, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
        );
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NotImplemented') return aborted;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.location.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        aborted += 1;
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return aborted;
  }
}
