import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3MediaStore } from './s3-store.ts';

/** A stand-in S3 endpoint: keeps objects in memory and records each request's signature header. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: { method: string; path: string; authorization: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({
        method: request.method ?? '',
        path,
        authorization: String(request.headers.authorization ?? ''),
      });
      if (path.startsWith('/nope/')) {
        response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      } else if (request.method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          type: String(request.headers['content-type']),
        });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else response.writeHead(200, { 'content-type': object.type }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  return { server, objects, requests };
}

describe('S3 media store', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (s3.server as Server).close(() => resolve())));

  const store = () =>
    createS3MediaStore({
      store: 's3',
      bucket: 'habesha-media',
      endpoint,
      region: 'eu-central-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });

  it('puts, gets and deletes objects path-style in the bucket, with SigV4-signed requests', async () => {
    const key = 'u_abc/1700000000000_deadbeef.webp';
    await store().put(key, new Uint8Array([1, 2, 3]), 'image/webp');
    expect(s3.objects.get(`/habesha-media/${key}`)?.body).toEqual(Buffer.from([1, 2, 3]));
    const got = await store().get(key);
    expect(got?.contentType).toBe('image/webp');
    expect([...(got?.body ?? [])]).toEqual([1, 2, 3]);
    await store().delete(key);
    expect(await store().get(key)).toBeNull();
    for (const request of s3.requests) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request/,
      );
    }
  });

  it('reports a refused upload with the status and the provider’s words', async () => {
    const refusing = createS3MediaStore({
      store: 's3',
      bucket: 'habesha-media',
      endpoint: `${endpoint}/nope`,
      region: 'eu-central-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
    await expect(refusing.put('u_abc/1_x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      'S3 PUT u_abc/1_x.webp failed with 403: <Error><Code>AccessDenied</Code></Error>',
    );
  });
});
