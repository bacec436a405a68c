/**
 * One choice among a few, drawn as tiles with their radio buttons (a report's
 * reason, a suspension's length); the chosen tile is outlined in the primary
 * colour. The two forms size their tiles differently: `className` sets the
 * grid's columns, `tileClassName` and `chosenClassName` the tiles.
 */
import type { ReactNode } from 'react';
import { ChoiceFieldset } from '../../ui/ChoiceFieldset.tsx';
import { cn } from '../../ui/cn.ts';

export function RadioTiles<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
  className,
  tileClassName,
  chosenClassName,
}: {
  legend: ReactNode;
  /** The radio group's name (unique on the page). */
  name: string;
  options: readonly T[];
  value: T | null;
  onChange: (option: T) => void;
  label: (option: T) => ReactNode;
  className?: string;
  tileClassName?: string;
  chosenClassName?: string;
}) {
  return (
    <ChoiceFieldset
      legend={legend}
      legendClassName="mb-2 text-sm font-medium"
      name={name}
      options={options}
      value={value}
      onChange={onChange}
      label={label}
      className={cn('grid gap-1.5', className)}
      optionClassName={(chosen) =>
        cn(
          'flex cursor-pointer items-center rounded-xl border py-2 text-sm',
          tileClassName,
          chosen
            ? cn('border-primary bg-primary/10', chosenClassName)
            : 'border-border bg-background hover:bg-surface-raised',
        )
      }
      inputClassName="h-4 w-4 accent-primary"
    />
  );
}
