/**
 * Whether a request comes from a phone, for the layout the server draws a
 * page in (web/src/entry-server.tsx): Chromium's mobile client hint when it
 * is sent, else the user agent. The browser's real width follows once the
 * page is the browser's; a wrong guess costs a redraw of the header, no more.
 */
export function isPhoneRequest(headers: Headers): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint) return hint.trim() === '?1';
  return /Mobi|iPhone|iPod|Android.+Mobile/i.test(headers.get('user-agent') ?? '');
}
