import { Search } from 'lucide-react';

/** The magnifier drawn inside the left of a search input (the input leaves it room with pl-9). */
export function SearchGlyph() {
  return (
    <Search
      className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
      aria-hidden="true"
    />
  );
}
