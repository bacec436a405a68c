/**
 * Photos in an S3-compatible bucket, addressed path-style
 * (`{endpoint}/{bucket}/{key}`), which AWS, MinIO, R2 and Ceph all accept.
 * Requests are signed with SigV4 by aws4fetch (small, fetch-based).
 */
import { AwsClient } from 'aws4fetch';
import type { MediaConfig } from '../../config.ts';
import type { MediaStore } from './store.ts';

type S3Config = Extract<MediaConfig, { store: 's3' }>;

export function createS3MediaStore(config: S3Config): MediaStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const urlFor = (key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (action: string, key: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} ${key} failed with ${response.status}: ${detail}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await client.fetch(urlFor(key), {
        method: 'PUT',
        body,
        headers: {
          'Content-Type': contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      });
      if (!response.ok) await fail('PUT', key, response);
    },
    async get(key) {
      const response = await client.fetch(urlFor(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) await fail('GET', key, response);
      return {
        body: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'image/webp',
      };
    },
    async delete(key) {
      const response = await client.fetch(urlFor(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
    },
  };
}
