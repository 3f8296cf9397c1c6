import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 (header form), as S3-compatible stores take it: the canonical request,
// the string to sign over its hash, and the signature from the key derived for the day, region and
// service. Made with node:crypto only (no SDK); sigv4.test.ts checks it against AWS's own
// published examples.

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string };

export type SigV4Request = {
  method: string;
  /** The path as sent, each segment already URI-encoded (S3 encodes once). */
  path: string;
  /** Query parameters, unencoded. */
  query?: Readonly<Record<string, string>>;
  /** Every header to sign, host included; names in any case. */
  headers: Readonly<Record<string, string>>;
  /** The SHA-256 hex of the body, or S3's UNSIGNED-PAYLOAD. */
  payloadHash: string;
};

export type SigV4Scope = { region: string; service: string; date: Date };

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding, as SigV4 asks of query names and values. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** 20150830T123600Z */
export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function canonicalRequestOf(request: SigV4Request): {
  canonical: string;
  signedHeaders: string;
} {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = Object.entries(request.query ?? {})
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    request.path === '' ? '/' : request.path,
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { canonical, signedHeaders };
}

export function signingKeyOf(secretAccessKey: string, scope: SigV4Scope): Buffer {
  const day = amzDateOf(scope.date).slice(0, 8);
  const dateKey = hmac(`AWS4${secretAccessKey}`, day);
  const regionKey = hmac(dateKey, scope.region);
  const serviceKey = hmac(regionKey, scope.service);
  return hmac(serviceKey, 'aws4_request');
}

/**
 * Signs a request: answers the Authorization header's value. The request's headers must already
 * hold x-amz-date (amzDateOf(scope.date)) and, for S3, x-amz-content-sha256.
 */
export function signV4(
  request: SigV4Request,
  credentials: SigV4Credentials,
  scope: SigV4Scope,
): { authorization: string; signature: string; canonicalRequest: string; stringToSign: string } {
  const { canonical, signedHeaders } = canonicalRequestOf(request);
  const amzDate = amzDateOf(scope.date);
  const credentialScope = `${amzDate.slice(0, 8)}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, credentialScope, sha256Hex(canonical)].join(
    '\n',
  );
  const signature = createHmac('sha256', signingKeyOf(credentials.secretAccessKey, scope))
    .update(stringToSign, 'utf8')
    .digest('hex');
  return {
    authorization:
      `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope}, ` +
      `SignedHeaders=${signedHeaders}, Signature=${signature}`,
    signature,
    canonicalRequest: canonical,
    stringToSign,
  };
}
