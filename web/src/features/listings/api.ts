/**
 * Listing calls of the web app. A save goes as one multipart request (the
 * listing's JSON plus its new photos), sent with XMLHttpRequest because fetch
 * cannot report upload progress; each photo's share of the bytes gives its bar.
 */
import type { ListingReply } from '@shared/listing-input.ts';
import type { ListingInput } from '@shared/schemas/listing-input.ts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, requestError } from '../../app/api.ts';
import { jsonWithPhotosForm } from '../../app/json-with-photos.ts';

export const listingKeys = {
  all: ['listings'] as const,
  mine: ['listings', 'mine'] as const,
};

export function useOwnListings(enabled: boolean) {
  return useQuery({
    queryKey: listingKeys.mine,
    queryFn: () => apiFetch<ListingReply[]>('/listings/mine'),
    enabled,
  });
}

export function deleteListing(id: string) {
  return apiFetch<null>(`/listings/${id}`, { method: 'DELETE' });
}

export type SaveRequest = {
  /** Present when editing. */
  id?: string;
  input: ListingInput;
  photos: Blob[];
  /** The photos' original file names, so the server can say which one it refused. */
  names?: string[];
  /** Upload progress per new photo, 0..1. */
  onProgress?: (perPhoto: number[]) => void;
};

export function saveListing({
  id,
  input,
  photos,
  names,
  onProgress,
}: SaveRequest): Promise<ListingReply> {
  const json = JSON.stringify(input);
  const form = jsonWithPhotosForm('listing', json, photos, names);
  // Where each photo's bytes start in the body, roughly (part headers are small).
  const starts: number[] = [];
  let offset = json.length;
  for (const photo of photos) {
    starts.push(offset);
    offset += photo.size;
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(id ? 'PUT' : 'POST', id ? `/api/listings/${id}` : '/api/listings');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (!onProgress || !event.lengthComputable) return;
      const sent = (event.loaded / event.total) * offset;
      onProgress(
        photos.map((photo, index) =>
          Math.max(0, Math.min(1, (sent - (starts[index] ?? 0)) / Math.max(photo.size, 1))),
        ),
      );
    };
    request.onload = () => {
      const body = safeJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(photos.map(() => 1));
        resolve(body as ListingReply);
        return;
      }
      reject(requestError(request.status, request.statusText, body));
    };
    request.onerror = () => reject(new TypeError('Network error'));
    request.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
