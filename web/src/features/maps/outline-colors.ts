/** The countries' colours in each theme: Leaflet's outline (WorldOutline.tsx) and the drawn home map (StaticPresenceMap.tsx). */
export const OUTLINE_COLORS = {
  dark: { fillColor: '#2b3347', color: '#495472' },
  light: { fillColor: '#e8e4d8', color: '#b9b3a2' },
} as const;

/** The outline's stroke, in pixels at every zoom. */
export const OUTLINE_WEIGHT = 0.7;
