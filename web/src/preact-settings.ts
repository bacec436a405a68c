/**
 * The app ships on Preact's compatibility layer (web/vite.config.ts, decision
 * record 0008). Preact runs effects after the next frame is painted; React
 * runs those of a click or key press before the browser handles the next
 * event. A dialog opened by a click registers its Escape key and focus trap
 * in effects: on Preact an Escape pressed within that frame went nowhere
 * (a browser test caught it). Effects here run as soon as the render that
 * scheduled them is done, as React's do.
 */
import { options } from 'preact';

options.requestAnimationFrame = (flush: () => void) => queueMicrotask(flush);
