/** Photo URLs: every photo has a smaller thumbnail next to it (cards and lists use it). */
export function thumbnailUrl(url: string): string {
  return url.startsWith('/media/') ? url.replace(/\.webp$/, '.thumb.webp') : url;
}
