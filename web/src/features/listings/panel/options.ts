/**
 * A select's options from a list of values, each labelled by `labelOf`. Here,
 * not in ui/field.tsx: the post panel is loaded on first use, and field.tsx
 * is in every page's first load.
 */
export function optionsOf<V extends string>(values: readonly V[], labelOf: (value: V) => string) {
  return values.map((value) => ({ value, label: labelOf(value) }));
}
