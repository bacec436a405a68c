/**
 * Browser-side photo compression through one shared worker. When the browser
 * has no worker or cannot decode a file, the original goes up unchanged: the
 * server checks, converts and shrinks it anyway (or says it is not a photo it
 * can read: HEIC from an iPhone is converted by the iPhone itself on upload).
 */
import type { CompressReply, CompressRequest } from './compress.worker.ts';

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, (blob: Blob | null) => void>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<CompressReply>) => {
      const reply = event.data;
      pending.get(reply.id)?.('blob' in reply ? reply.blob : null);
      pending.delete(reply.id);
    };
    worker.onerror = () => {
      for (const resolve of pending.values()) resolve(null);
      pending.clear();
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** The photo to upload: compressed when possible, else the original file. */
export async function compressPhoto(file: File): Promise<Blob> {
  const target = getWorker();
  if (!target) return file;
  const id = ++nextId;
  const blob = await new Promise<Blob | null>((resolve) => {
    pending.set(id, resolve);
    target.postMessage({ id, file } satisfies CompressRequest);
  });
  return blob ?? file;
}
