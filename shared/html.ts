/**
 * Text put into HTML as text: the five characters HTML gives meaning to, as
 * numeric references (they read the same in an attribute's quotes and between
 * tags). One escaper for the server's pages and emails and the web app's map
 * credits, which Leaflet puts in as HTML.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
