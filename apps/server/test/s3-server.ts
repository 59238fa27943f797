import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  /** The keys of the multipart uploads under way in the bucket. */
  multipartUploads(): Promise<string[]>;
  /** The keys of the objects in the bucket under `prefix`. */
  objectKeys(prefix: string): Promise<string[]>;
  /** Makes every multipart upload under way look begun `ms` earlier. */
  backdateMultipartUploads(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** A local S3-compatible server on a free loopback port, with one empty bucket. */
export async function startS3Server(bucket = 'shata-documents'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shata-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // s3rver keeps multipart uploads but cannot list or abort them, which tus's S3 store needs.
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads');
  server.middleware.unshift(multipartCompletions(bucket, uploadsDir));
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    multipartUploads: async () => (await listUploads(uploadsDir)).map((upload) => upload.key),
    async objectKeys(prefix) {
      const client = new S3Client({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      try {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
        );
        return (listed.Contents ?? []).map((object) => String(object.Key));
      } finally {
        client.destroy();
      }
    },
    async backdateMultipartUploads(ms) {
      for (const upload of await listUploads(uploadsDir)) {
        const then = new Date(upload.initiated.getTime() - ms);
        await utimes(path.join(uploadsDir, upload.id, 'key'), then, then);
      }
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function listUploads(uploadsDir: string) {
  let ids: string[];
  try {
    ids = await readdir(uploadsDir);
  } catch {
    return [];
  }
  return Promise.all(
    ids.map(async (id) => ({
      id,
      key: await readFile(path.join(uploadsDir, id, 'key'), 'utf8'),
      // The `key` file is written once, when the upload begins.
      initiated: (await stat(path.join(uploadsDir, id, 'key'))).mtime,
    })),
  );
}

/**
 * ListParts, ListMultipartUploads and AbortMultipartUpload over s3rver's own
 * folders (`<bucket>/._S3rver_uploads/<uploadId>/` holding `key` and a file
 * per part with its `.md5`), and UploadPart to or AbortMultipartUpload of an
 * upload completed or aborted, answered as S3 answers them.
 */
function multipartCompletions(bucket: string, uploadsDir: string) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const [, requestBucket, ...keyParts] = ctx.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    if (requestBucket !== bucket) return next();
    const xml = (body: string) => {
      ctx.status = 200;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
    };
    if (ctx.method === 'GET' && key === '' && 'uploads' in ctx.query) {
      const uploads = await listUploads(uploadsDir);
      return xml(
        `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><IsTruncated>false</IsTruncated>${uploads
          .map(
            (upload) =>
              `<Upload><Key>${xmlEscape(upload.key)}</Key><UploadId>${upload.id}</UploadId><Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`,
          )
          .join('')}</ListMultipartUploadsResult>`,
      );
    }
    if (!uploadId || key === '' || !/^[0-9a-f]+$/.test(uploadId)) return next();
    const uploadDir = path.join(uploadsDir, uploadId);
    const noSuchUpload = () => {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
    };
    // A part for an upload aborted meanwhile: s3rver would store it in a folder of its own again.
    if (ctx.method === 'PUT') {
      return (await stat(uploadDir).catch(() => undefined)) ? next() : noSuchUpload();
    }
    if (ctx.method === 'DELETE') {
      // Aborting an upload completed (or aborted) before is not found, as S3 answers it.
      if (!(await stat(uploadDir).catch(() => undefined))) return noSuchUpload();
      await rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'GET') return next();
    let files: string[];
    try {
      files = await readdir(uploadDir);
    } catch {
      return noSuchUpload();
    }
    const parts = await Promise.all(
      files
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b)
        .map(async (number) => {
          const file = path.join(uploadDir, String(number));
          const [md5, { size }] = await Promise.all([readFile(`${file}.md5`, 'utf8'), stat(file)]);
          return `<Part><PartNumber>${number}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
        }),
    );
    return xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}
