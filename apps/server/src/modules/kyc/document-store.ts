import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { amzDateOf, sha256Hex, signV4, type SigV4Credentials } from './sigv4';

// Where verification documents' bytes lie (issue "Market flows"): never under anything served
// over HTTP. On the local disk under <data dir>/documents/ by default, or in an S3-compatible
// bucket the configuration names. Keys are made here from random UUIDs: no part of a key, and so
// of a path or an object name, comes from the player.

export type StoredDocument = { bytes: Buffer; contentType: string };

export type DocumentStore = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredDocument | null>;
  delete?(key: string): Promise<void>;
};

/** A new key: a random UUID under the documents' prefix. */
export function newDocumentKey(): string {
  return `kyc/${randomUUID()}`;
}

const KEY = /^kyc\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
  return key;
}

// ---------------------------------------------------------------------------------------------
// Local disk
// ---------------------------------------------------------------------------------------------

/**
 * Files under `directory` (made 0700), each written to a temporary file opened 0600 and renamed
 * into place, so a reader never sees half a file. The content type is kept in a side file.
 */
export function createLocalDocumentStore(directory: string): DocumentStore {
  const pathOf = (key: string) => join(directory, checkedKey(key).replace('/', '-'));

  async function writeAtomically(path: string, data: Buffer | string): Promise<void> {
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  }

  return {
    async put(key, bytes, contentType) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const path = pathOf(key);
      await writeAtomically(`${path}.type`, contentType);
      await writeAtomically(path, bytes);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}.type`, 'utf8'),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// S3-compatible bucket (path-style URLs, Signature V4)
// ---------------------------------------------------------------------------------------------

export type S3StoreOptions = SigV4Credentials & {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio.internal:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  fetch?: typeof fetch;
  now?: () => Date;
};

export function createS3DocumentStore(options: S3StoreOptions): DocumentStore {
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());

  async function request(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: { bytes: Buffer; contentType: string },
  ): Promise<Response> {
    const path = `${base}/${encodeURIComponent(options.bucket)}/${checkedKey(key)
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
    const date = now();
    const payloadHash = sha256Hex(body?.bytes ?? '');
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDateOf(date),
      ...(body === undefined
        ? {}
        : { 'content-type': body.contentType, 'content-length': String(body.bytes.length) }),
    };
    const { authorization } = signV4({ method, path, headers, payloadHash }, options, {
      region: options.region,
      service: 's3',
      date,
    });
    const { host: _host, 'content-length': _length, ...sent } = headers;
    return send(new URL(path, endpoint.origin), {
      method,
      headers: { ...sent, authorization },
      ...(body === undefined ? {} : { body: new Uint8Array(body.bytes) }),
    });
  }

  async function failed(response: Response, what: string): Promise<Error> {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`document store: ${what} answered ${response.status} ${text}`);
  }

  return {
    async put(key, bytes, contentType) {
      const response = await request('PUT', key, { bytes, contentType });
      if (!response.ok) throw await failed(response, 'PUT');
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await request('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failed(response, 'GET');
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed(response, 'DELETE');
      await response.arrayBuffer();
    },
  };
}
