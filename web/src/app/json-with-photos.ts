/**
 * Saves that carry photos (listings, mentor profiles, match profiles) go as
 * one multipart request: a part named after the record holding its JSON, then
 * each new photo as a `photos` file part, so the server saves both together
 * or neither (server/platform/json-with-photos.ts reads it).
 */
import { requestError } from './api.ts';

/** The request body: the JSON under `part`, then the photos, each under its name or 'photo-N'. */
export function jsonWithPhotosForm(
  part: string,
  json: string,
  photos: Blob[],
  names: (string | undefined)[] = [],
): FormData {
  const form = new FormData();
  form.set(part, json);
  photos.forEach((photo, index) => {
    form.append('photos', photo, names[index] ?? `photo-${index + 1}`);
  });
  return form;
}

/** Sends a JSON-plus-photos save with fetch; the answer's JSON, or its error as an ApiRequestError. */
export async function sendJsonWithPhotos<T>(
  method: 'POST' | 'PUT',
  url: string,
  part: string,
  input: unknown,
  photos: Blob[],
  names?: (string | undefined)[],
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    body: jsonWithPhotosForm(part, JSON.stringify(input), photos, names),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw requestError(response.status, response.statusText, body);
  return body as T;
}
