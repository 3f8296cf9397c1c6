import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ZKycDocumentsResponse,
  ZKycUploadResponse,
  ZOperatorDecisionResponse,
  ZOperatorDocumentsResponse,
  type TKycDocument,
} from '@playfair/contracts/kyc';
import { ZInboxResponse } from '@playfair/contracts/player-notifications';
import { ZErrorResponse } from '@playfair/contracts/errors';
import { KYC_DOCUMENT_MAX_BYTES } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { queryRows } from '../src/platform/db/client';
import {
  FIXTURE_WEB_DIST,
  inlinedConfig,
  openTestDatabase,
  XHR,
  type TestDatabase,
} from './helper';
import {
  getAs,
  OPERATOR_TOKEN,
  signedInPlayer,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';

// Verification documents (issue "Market flows"): the player's uploads, checked by their bytes,
// kept outside the web root; the operator's list, download and one decision per document, which
// lifts or keeps the scan-verification block and tells the player through the inbox.

// The smallest files of each type: their signatures and a little more.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(32),
]);

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
let t: PaymentsTestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'playfair-kyc-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST, DATA_DIR: dataDir });
  database = await openTestDatabase();
  app = await buildApp({ config, database, seed: !database.isSeeded });
  await app.ready();
  // The session helpers need only the app and its database.
  t = { app, database } as unknown as PaymentsTestApp;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Part =
  { name: string; value: string } | { name: string; file: Buffer; fileName: string; type: string };

function multipart(parts: readonly Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----playfair${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(
  session: Session | null,
  fields: { kind?: string; file?: Buffer; fileName?: string; type?: string },
  options: { csrf?: string | null; locale?: string } = {},
) {
  const parts: Part[] = [];
  const csrf = options.csrf === undefined ? session?.csrfToken : options.csrf;
  if (csrf !== undefined && csrf !== null) parts.push({ name: 'csrf_token', value: csrf });
  if (fields.kind !== undefined) parts.push({ name: 'kind', value: fields.kind });
  if (fields.file !== undefined) {
    parts.push({
      name: 'file',
      file: fields.file,
      fileName: fields.fileName ?? 'scan.jpg',
      type: fields.type ?? 'image/jpeg',
    });
  }
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/${options.locale ?? 'en'}/user/documents`,
    headers: {
      ...XHR,
      'content-type': contentType,
      ...(session === null ? {} : { cookie: session.cookie }),
    },
    payload,
  });
}

async function uploaded(
  session: Session,
  fields: Parameters<typeof upload>[1],
): Promise<TKycDocument> {
  const response = await upload(session, fields);
  expect(response.statusCode, response.body).toBe(200);
  return ZKycUploadResponse.parse(response.json()).document;
}

async function documentsOf(session: Session): Promise<TKycDocument[]> {
  const response = await getAs(t, session, '/en/user/documents');
  expect(response.statusCode, response.body).toBe(200);
  return ZKycDocumentsResponse.parse(response.json()).documents;
}

const OPERATOR = { authorization: `Bearer ${OPERATOR_TOKEN}` };

function operator(method: 'GET' | 'POST', url: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...OPERATOR, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, 'documents'))).filter((name) => !name.endsWith('.type'));
  } catch {
    return [];
  }
}

async function documentRows(playerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from kyc_documents where player_id = ${playerId}`,
  );
  return row?.n ?? 0;
}

function errorOf(response: { json: () => unknown }) {
  return ZErrorResponse.parse(response.json()).error;
}

describe('uploads (POST /{locale}/user/documents)', () => {
  it('takes a JPEG, PNG, WebP and PDF of each kind, typed by their bytes', async () => {
    const player = await signedInPlayer(t);
    const jpeg = await uploaded(player, { kind: 'identity', file: JPEG, fileName: 'passport.jpg' });
    const png = await uploaded(player, {
      kind: 'address',
      file: PNG,
      fileName: 'bill.png',
      type: 'image/png',
    });
    const pdf = await uploaded(player, {
      kind: 'source_of_wealth',
      file: PDF,
      fileName: 'payslip.pdf',
      type: 'application/pdf',
    });
    const webp = await uploaded(player, { kind: 'identity', file: WEBP, fileName: 'id.webp' });
    expect(
      [jpeg, png, pdf, webp].map((each) => [each.kind, each.contentType, each.status]),
    ).toEqual([
      ['identity', 'image/jpeg', 'pending'],
      ['address', 'image/png', 'pending'],
      ['source_of_wealth', 'application/pdf', 'pending'],
      ['identity', 'image/webp', 'pending'],
    ]);
    expect(jpeg.sizeBytes).toBe(JPEG.length);
    // Newest first, the player's own.
    expect((await documentsOf(player)).map((each) => each.id)).toEqual([
      webp.id,
      pdf.id,
      png.id,
      jpeg.id,
    ]);
  });

  it('stores a file by its bytes: a PDF named .png is kept as a PDF', async () => {
    const player = await signedInPlayer(t);
    const document = await uploaded(player, {
      kind: 'address',
      file: PDF,
      fileName: 'statement.png',
      type: 'image/png',
    });
    expect(document.contentType).toBe('application/pdf');
  });

  it('writes each file 0600 under the data directory, named by a random key', async () => {
    const player = await signedInPlayer(t);
    await uploaded(player, { kind: 'identity', file: JPEG, fileName: '../../etc/passwd.jpg' });
    const files = await storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      expect(name).toMatch(/^kyc-[0-9a-f-]{36}$/);
      expect((await stat(join(dataDir, 'documents', name))).mode & 0o777).toBe(0o600);
    }
  });

  const refusals: {
    name: string;
    fields: Parameters<typeof upload>[1];
    status: number;
    code: string;
  }[] = [
    {
      name: 'text bytes named .jpg',
      fields: { kind: 'identity', file: Buffer.from('hello, I am a passport'), fileName: 'p.jpg' },
      status: 415,
      code: 'DOCUMENT_TYPE_NOT_ALLOWED',
    },
    {
      name: 'a GIF (a type not taken)',
      fields: { kind: 'identity', file: Buffer.from('GIF89a......'), fileName: 'p.gif' },
      status: 415,
      code: 'DOCUMENT_TYPE_NOT_ALLOWED',
    },
    {
      name: 'an empty file',
      fields: { kind: 'identity', file: Buffer.alloc(0), fileName: 'p.jpg' },
      status: 400,
      code: 'DOCUMENT_EMPTY',
    },
    {
      name: 'a file over the limit',
      fields: {
        kind: 'identity',
        file: Buffer.concat([JPEG, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES)]),
        fileName: 'p.jpg',
      },
      status: 413,
      code: 'DOCUMENT_TOO_LARGE',
    },
    {
      name: 'no kind',
      fields: { file: JPEG },
      status: 400,
      code: 'VALIDATION_ERROR',
    },
    {
      name: 'an unknown kind',
      fields: { kind: 'selfie', file: JPEG },
      status: 400,
      code: 'DOCUMENT_KIND_UNKNOWN',
    },
    {
      name: 'no file',
      fields: { kind: 'identity' },
      status: 400,
      code: 'VALIDATION_ERROR',
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.name} with a translated ${refusal.status}, storing nothing`, async () => {
      const player = await signedInPlayer(t);
      const before = await storedFiles();
      const response = await upload(player, refusal.fields);
      expect(response.statusCode, response.body).toBe(refusal.status);
      const error = errorOf(response);
      expect(error.code).toBe(refusal.code);
      expect(error.message).not.toBe(error.messageKey);
      expect(await documentRows(player.id)).toBe(0);
      expect(await storedFiles()).toEqual(before);
    });
  }

  it('names the size limit in the refusal of a file too large', async () => {
    const player = await signedInPlayer(t);
    const response = await upload(player, {
      kind: 'identity',
      file: Buffer.concat([JPEG, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES)]),
    });
    expect(errorOf(response).message).toContain('10');
  });

  it('refuses a visitor, a request without the CSRF token and a body that is no upload', async () => {
    const visitor = await upload(null, { kind: 'identity', file: JPEG }, { csrf: 'x' });
    expect(visitor.statusCode).toBe(401);
    const player = await signedInPlayer(t);
    const forged = await upload(player, { kind: 'identity', file: JPEG }, { csrf: null });
    expect(forged.json()).toMatchObject({ type: 'csrf-error' });
    const form = await app.inject({
      method: 'POST',
      url: '/en/user/documents',
      headers: {
        ...XHR,
        cookie: player.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `csrf_token=${player.csrfToken}&kind=identity&file=abc`,
    });
    expect(form.statusCode).toBe(415);
    expect(await documentRows(player.id)).toBe(0);
    const visitorList = await app.inject({
      method: 'GET',
      url: '/en/user/documents',
      headers: XHR,
    });
    expect(visitorList.statusCode).toBe(401);
  });

  it('limits each player to 20 uploads an hour, counted per player', async () => {
    const busy = await signedInPlayer(t);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await upload(busy, { kind: 'identity', file: Buffer.alloc(0) })).statusCode).toBe(
        400,
      );
    }
    const limited = await upload(busy, { kind: 'identity', file: JPEG });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    expect(await documentRows(busy.id)).toBe(0);
    // Another player on the same address is not held back.
    const other = await signedInPlayer(t);
    await uploaded(other, { kind: 'identity', file: JPEG });
  });

  it('answers without the locale prefix too', async () => {
    const player = await signedInPlayer(t);
    await uploaded(player, { kind: 'identity', file: JPEG });
    const response = await getAs(t, player, '/user/documents');
    expect(ZKycDocumentsResponse.parse(response.json()).documents).toHaveLength(1);
  });
});

describe('isolation', () => {
  it('never shows or hands one player the documents of another', async () => {
    const alice = await signedInPlayer(t);
    const bob = await signedInPlayer(t);
    const document = await uploaded(alice, { kind: 'identity', file: JPEG });
    expect(await documentsOf(bob)).toEqual([]);
    // No player route serves a file; the operator's download refuses a player's session.
    for (const url of [
      `/en/user/documents/${document.id}`,
      `/en/user/documents/${document.id}/file`,
      `/operator-api/v1/documents/${document.id}/file`,
    ]) {
      const response = await getAs(t, bob, url);
      expect([401, 404]).toContain(response.statusCode);
      expect(response.rawPayload.includes(JPEG.subarray(4, 20))).toBe(false);
    }
  });

  it('serves no stored file at any public address', async () => {
    const player = await signedInPlayer(t);
    await uploaded(player, { kind: 'identity', file: JPEG });
    const [name] = await storedFiles();
    for (const url of [
      `/documents/${name}`,
      `/.data/documents/${name}`,
      `/data/documents/${name}`,
      `/en/documents/${name}`,
      `/assets/../documents/${name}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: player.cookie } });
      expect(response.rawPayload.includes(JPEG.subarray(4, 20)), url).toBe(false);
    }
  });
});

describe('the operator review (/operator-api/v1/documents)', () => {
  it('lists pending documents newest first, and refuses callers without the token', async () => {
    const player = await signedInPlayer(t);
    const first = await uploaded(player, { kind: 'identity', file: JPEG });
    const second = await uploaded(player, { kind: 'address', file: PDF });
    const response = await operator(
      'GET',
      `/operator-api/v1/documents?status=pending&playerId=${player.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = ZOperatorDocumentsResponse.parse(response.json());
    expect(list.items.map((each) => each.id)).toEqual([second.id, first.id]);
    expect(list.items[0]).toMatchObject({ playerId: player.id, status: 'pending' });
    const anonymous = await app.inject({ method: 'GET', url: '/operator-api/v1/documents' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('hands the operator the bytes as an attachment with the stored type, never sniffed', async () => {
    const player = await signedInPlayer(t);
    const document = await uploaded(player, { kind: 'identity', file: PNG, fileName: 'a".png' });
    const response = await operator('GET', `/operator-api/v1/documents/${document.id}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="document-${document.id}.png"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const unknown = await operator(
      'GET',
      '/operator-api/v1/documents/00000000-0000-4000-8000-000000000000/file',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('approving an identity document lifts the scan-verification block and tells the player', async () => {
    const player = await signedInPlayer(t, { hasScanVerification: true, kycStatus: '3' });
    const before = inlinedConfig((await getAs(t, player, '/en/casino')).body);
    expect(before.hasScanVerification).toBe(true);
    expect(before.hasDocumentsPending).toBeUndefined();
    const document = await uploaded(player, { kind: 'identity', file: JPEG });
    // spec 001 §2 doc-pending: while it awaits review the game view says it is being checked.
    const waiting = inlinedConfig((await getAs(t, player, '/en/casino')).body);
    expect(waiting.hasDocumentsPending).toBe(true);
    const approved = await operator(
      'POST',
      `/operator-api/v1/documents/${document.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(ZOperatorDecisionResponse.parse(approved.json()).document).toMatchObject({
      status: 'approved',
      reviewedBy: 'ops',
    });
    const after = inlinedConfig((await getAs(t, player, '/en/casino')).body);
    expect(after.hasScanVerification).toBe(false);
    expect(after.kycStatus).toBe('0');
    expect(after.hasDocumentsPending).toBeUndefined();
    expect((await documentsOf(player))[0]).toMatchObject({ status: 'approved', reason: null });
    const inbox = ZInboxResponse.parse((await getAs(t, player, '/en/user/notifications')).json());
    expect(inbox.notifications[0]?.link).toBe('verification');
    expect(inbox.notifications[0]?.message.en).toContain('Identity document');
    // The change is recorded with the operator and the document.
    const [change] = await queryRows<{ operator_id: string; reason: string }>(
      database.db,
      sql`select operator_id, reason from player_restriction_changes
          where player_id = ${player.id} order by created_at desc limit 1`,
    );
    expect(change).toMatchObject({ operator_id: 'ops' });
    expect(change?.reason).toContain(document.id);
  });

  it('rejecting needs a reason, keeps the block, and shows the player why', async () => {
    const player = await signedInPlayer(t, { hasScanVerification: true });
    const document = await uploaded(player, { kind: 'identity', file: JPEG });
    const noReason = await operator('POST', `/operator-api/v1/documents/${document.id}/reject`, {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await operator('POST', `/operator-api/v1/documents/${document.id}/reject`, {
      reason: 'The photo is blurred.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [shown] = await documentsOf(player);
    expect(shown).toMatchObject({ status: 'rejected', reason: 'The photo is blurred.' });
    const afterRejection = inlinedConfig((await getAs(t, player, '/en/casino')).body);
    expect(afterRejection.hasScanVerification).toBe(true);
    // Nothing awaits review any more: the player is asked for a document again.
    expect(afterRejection.hasDocumentsPending).toBeUndefined();
    const inbox = ZInboxResponse.parse((await getAs(t, player, '/en/user/notifications')).json());
    expect(inbox.notifications[0]?.message.en).toContain('The photo is blurred.');
    expect(inbox.notifications[0]?.event_type).toBe('kyc_document');
    // After a rejection the player uploads again.
    const again = await uploaded(player, { kind: 'identity', file: PNG });
    expect(again.status).toBe('pending');
  });

  it('rejecting a document a player sent of their own accord sets no block', async () => {
    const player = await signedInPlayer(t);
    const document = await uploaded(player, { kind: 'identity', file: JPEG });
    // Without a reason against play there is nothing for the game view to say.
    expect(
      inlinedConfig((await getAs(t, player, '/en/casino')).body).hasDocumentsPending,
    ).toBeUndefined();
    const rejected = await operator('POST', `/operator-api/v1/documents/${document.id}/reject`, {
      reason: 'The document has expired.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(inlinedConfig((await getAs(t, player, '/en/casino')).body).hasScanVerification).toBe(
      false,
    );
  });

  it('decides a document once: a second decision is a 409 and changes nothing', async () => {
    const player = await signedInPlayer(t);
    const document = await uploaded(player, { kind: 'address', file: PDF });
    expect(
      (await operator('POST', `/operator-api/v1/documents/${document.id}/approve`, {})).statusCode,
    ).toBe(200);
    const again = await operator('POST', `/operator-api/v1/documents/${document.id}/reject`, {
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('DOCUMENT_ALREADY_DECIDED');
    expect((await documentsOf(player))[0]?.status).toBe('approved');
    const twice = await operator('POST', `/operator-api/v1/documents/${document.id}/approve`, {});
    expect(twice.statusCode).toBe(409);
  });

  it('decides no document of another kind into the restrictions', async () => {
    const player = await signedInPlayer(t, { hasScanVerification: true });
    const document = await uploaded(player, { kind: 'address', file: PDF });
    await operator('POST', `/operator-api/v1/documents/${document.id}/approve`, {});
    expect(inlinedConfig((await getAs(t, player, '/en/casino')).body).hasScanVerification).toBe(
      true,
    );
  });
});
