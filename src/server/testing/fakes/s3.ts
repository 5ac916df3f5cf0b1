import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

// An S3 peer on loopback for the S3 adapter's tests (ADR 027): s3rver keeps the objects in a
// temporary directory and answers the S3 API. s3rver does not check SigV4 signatures (it accepts
// any), so presigned URLs are checked here first, the way S3 does: recompute the signature for
// the same request, date and expiry with the test credentials and compare. Expiry is s3rver's.

export const FAKE_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const FAKE_S3_REGION = 'us-east-1';

export type FakeS3 = { endpoint: string; close(): Promise<void> };

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** The signer's SHA-256 and HMAC, from node:crypto. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const signer = new SignatureV4({
  service: 's3',
  region: FAKE_S3_REGION,
  credentials: FAKE_S3_CREDENTIALS,
  sha256: Sha256,
  uriEscapePath: false,
  applyChecksum: false,
});

const PAYLOAD_HASH = 'x-amz-content-sha256';

/** Whether a presigned request's X-Amz-Signature is the one S3 would compute. */
async function hasValidPresignature(req: http.IncomingMessage): Promise<boolean> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const query = Object.fromEntries(url.searchParams);
  const { 'X-Amz-Signature': given, 'X-Amz-Date': amzDate, 'X-Amz-Expires': expires, ...rest } = query;
  if (!given || !amzDate || !expires) return false;
  const signingDate = new Date(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  const presigned = await signer.presign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: rest,
      // The payload hash the URL names, neither signed as a header nor moved into the query again.
      headers: {
        host: req.headers.host ?? '',
        [PAYLOAD_HASH]: query['X-Amz-Content-Sha256'] ?? 'UNSIGNED-PAYLOAD',
      },
    },
    {
      signingDate,
      expiresIn: Number(expires),
      unsignableHeaders: new Set([PAYLOAD_HASH]),
      unhoistableHeaders: new Set([PAYLOAD_HASH]),
    },
  );
  return presigned.query?.['X-Amz-Signature'] === given;
}

/** Starts s3rver on 127.0.0.1 on a free port, with the signature check in front. */
export async function startFakeS3(): Promise<FakeS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-s3rver-'));
  const s3rver = new S3rver({ silent: true, directory: dir });
  const handle = s3rver.callback();
  const server = http.createServer((req, res) => {
    if (!req.url?.includes('X-Amz-Signature=')) return handle(req, res);
    hasValidPresignature(req).then(
      (valid) => {
        if (valid) return handle(req, res);
        res.writeHead(403, { 'Content-Type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code></Error>');
      },
      (error) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
