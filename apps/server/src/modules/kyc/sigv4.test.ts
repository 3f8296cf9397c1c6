import { describe, expect, it } from 'vitest';
import { amzDateOf, sha256Hex, signingKeyOf, signV4 } from './sigv4';

// AWS's published Signature Version 4 examples: the values below are AWS's own, so a signer that
// differs from AWS in any step (canonical request, string to sign, key derivation) fails here.

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
/** The S3 API reference's examples use this one (a slash where the general reference has +). */
const S3_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

describe('signV4', () => {
  it("signs the IAM ListUsers example of AWS's general reference", () => {
    const date = new Date('2015-08-30T12:36:00Z');
    const scope = { region: 'us-east-1', service: 'iam', date };
    expect(signingKeyOf(SECRET, scope).toString('hex')).toBe(
      'c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9',
    );
    const signed = signV4(
      {
        method: 'GET',
        path: '/',
        query: { Action: 'ListUsers', Version: '2010-05-08' },
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
          Host: 'iam.amazonaws.com',
          'X-Amz-Date': amzDateOf(date),
        },
        payloadHash: sha256Hex(''),
      },
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: SECRET },
      scope,
    );
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      'f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59',
    );
    expect(signed.signature).toBe(
      '5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, ' +
        'SignedHeaders=content-type;host;x-amz-date, ' +
        'Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
  });

  it("signs the S3 GET Object example of AWS's S3 API reference", () => {
    const date = new Date('2013-05-24T00:00:00Z');
    const signed = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': sha256Hex(''),
          'x-amz-date': amzDateOf(date),
        },
        payloadHash: sha256Hex(''),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: S3_SECRET },
      { region: 'us-east-1', service: 's3', date },
    );
    expect(signed.signature).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("signs the S3 PUT Object example of AWS's S3 API reference", () => {
    const date = new Date('2013-05-24T00:00:00Z');
    const body = 'Welcome to Amazon S3.';
    const signed = signV4(
      {
        method: 'PUT',
        path: '/test%24file.text',
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          Host: 'examplebucket.s3.amazonaws.com',
          'x-amz-content-sha256': sha256Hex(body),
          'x-amz-date': amzDateOf(date),
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
        payloadHash: sha256Hex(body),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: S3_SECRET },
      { region: 'us-east-1', service: 's3', date },
    );
    expect(signed.signature).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});
