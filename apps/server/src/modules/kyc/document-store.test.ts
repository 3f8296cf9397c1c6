import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDocumentStore, createS3DocumentStore, newDocumentKey } from './document-store';
import { sha256Hex, signV4 } from './sigv4';

const BYTES = Buffer.from('%PDF-1.4 a small document');

describe('the local document store', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'playfair-store-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('writes a file 0600 in a 0700 folder, reads it back and deletes it', async () => {
    const folder = join(directory, 'documents');
    const store = createLocalDocumentStore(folder);
    const key = newDocumentKey();
    await store.put(key, BYTES, 'application/pdf');
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const names = await readdir(folder);
    // Nothing half-written is left behind.
    expect(names.some((name) => name.endsWith('.tmp'))).toBe(false);
    for (const name of names) expect((await stat(join(folder, name))).mode & 0o777).toBe(0o600);
    expect(await store.get(key)).toEqual({ bytes: BYTES, contentType: 'application/pdf' });
    await store.delete?.(key);
    expect(await store.get(key)).toBeNull();
  });

  it('refuses a key it did not make (no path from outside)', async () => {
    const store = createLocalDocumentStore(join(directory, 'documents'));
    await expect(store.put('../../etc/passwd', BYTES, 'text/plain')).rejects.toThrow();
    await expect(store.get('kyc/../../x')).rejects.toThrow();
  });
});

// A tiny S3 stand-in: it checks each request's Signature V4 as S3 would (the canonical request
// rebuilt from what arrived, signed with the shared secret) and keeps objects in memory.
describe('the S3-compatible document store', () => {
  const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret-key-123' };
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const seen: { method: string; path: string; isSigned: boolean }[] = [];
  let server: Server;
  let endpoint: string;

  function read(request: IncomingMessage): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });
  }

  function isValidSignature(request: IncomingMessage, body: Buffer): boolean {
    const authorization = request.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (match === null) return false;
    const [, accessKeyId, day, region, signedHeaders, signature] = match;
    if (accessKeyId !== credentials.accessKeyId || region !== 'eu-test-1') return false;
    const amzDate = String(request.headers['x-amz-date']);
    if (amzDate.slice(0, 8) !== day) return false;
    const payloadHash = String(request.headers['x-amz-content-sha256']);
    if (payloadHash !== sha256Hex(body)) return false;
    const names = (signedHeaders ?? '').split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return false;
    const headers = Object.fromEntries(names.map((name) => [name, String(request.headers[name])]));
    const date = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const expected = signV4(
      { method: request.method ?? '', path: request.url ?? '', headers, payloadHash },
      credentials,
      { region: 'eu-test-1', service: 's3', date },
    );
    return expected.signature === signature;
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      void read(request).then((body) => {
        const isSigned = isValidSignature(request, body);
        const path = request.url ?? '';
        seen.push({ method: request.method ?? '', path, isSigned });
        if (!isSigned) {
          response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        if (request.method === 'PUT') {
          objects.set(path, {
            bytes: body,
            contentType: String(request.headers['content-type']),
          });
          response.writeHead(200).end();
        } else if (request.method === 'GET') {
          const object = objects.get(path);
          if (object === undefined) response.writeHead(404).end('<Error/>');
          else response.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
        } else if (request.method === 'DELETE') {
          objects.delete(path);
          response.writeHead(204).end();
        } else {
          response.writeHead(405).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects with signed, path-style requests', async () => {
    const store = createS3DocumentStore({
      ...credentials,
      endpoint,
      bucket: 'kyc-docs',
      region: 'eu-test-1',
    });
    const key = newDocumentKey();
    await store.put(key, BYTES, 'application/pdf');
    expect(await store.get(key)).toEqual({ bytes: BYTES, contentType: 'application/pdf' });
    await store.delete?.(key);
    expect(await store.get(key)).toBeNull();
    expect(seen.map(({ method, path, isSigned }) => [method, path, isSigned])).toEqual([
      ['PUT', `/kyc-docs/${key}`, true],
      ['GET', `/kyc-docs/${key}`, true],
      ['DELETE', `/kyc-docs/${key}`, true],
      ['GET', `/kyc-docs/${key}`, true],
    ]);
  });

  it('fails loudly when the store refuses the signature (a wrong secret)', async () => {
    const store = createS3DocumentStore({
      ...credentials,
      secretAccessKey: 'not-the-secret',
      endpoint,
      bucket: 'kyc-docs',
      region: 'eu-test-1',
    });
    await expect(store.put(newDocumentKey(), BYTES, 'application/pdf')).rejects.toThrow(/403/);
  });
});
