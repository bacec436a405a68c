/**
 * A country's flag from the country-flag-icons package, bundled with the app
 * (no outside flag service: the site works offline). Each flag is its own tiny
 * module, loaded when first shown, so the flags never weigh on the first visit.
 */
import { useEffect, useState } from 'react';
import { cn } from '../../ui/cn.ts';

const FLAGS = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url',
  import: 'default',
});
const byCode = new Map(
  Object.entries(FLAGS).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.svg'.length),
    load,
  ]),
);

type CountryFlagProps = {
  code: string | null;
  label: string;
  className?: string;
};

export function CountryFlag({ code, label, className }: CountryFlagProps) {
  const [src, setSrc] = useState<string | null>(null);
  const load = code ? byCode.get(code.toUpperCase()) : undefined;
  useEffect(() => {
    let live = true;
    setSrc(null);
    load?.()
      .then((url) => live && setSrc(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load]);
  if (!load) return null;
  return (
    <span
      className={cn(
        'inline-block h-3.5 w-[1.3125rem] shrink-0 overflow-hidden rounded-[2px] bg-surface-raised shadow-[0_0_0_1px_var(--border)]',
        className,
      )}
    >
      {src && <img src={src} alt={label} title={label} className="h-full w-full object-cover" />}
    </span>
  );
}
