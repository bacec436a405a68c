/**
 * The listing marker: an inline SVG pin (Leaflet's default marker images do
 * not survive bundling, and an image would be one more request per map).
 */
import { divIcon } from 'leaflet';

export const listingPin = divIcon({
  className: 'listing-pin',
  html: `<svg width="28" height="38" viewBox="0 0 28 38" aria-hidden="true"><path d="M14 1C7 1 1.5 6.5 1.5 13.4 1.5 22.6 14 37 14 37s12.5-14.4 12.5-23.6C26.5 6.5 21 1 14 1Z" fill="oklch(0.62 0.15 160)" stroke="white" stroke-width="2"/><circle cx="14" cy="13.5" r="4.8" fill="white"/></svg>`,
  iconSize: [28, 38],
  iconAnchor: [14, 37],
  popupAnchor: [0, -34],
});
