/**
 * One choice among a few: a fieldset of radio buttons, each inside its label.
 * The look is the caller's (tiles, pills): `optionClassName` styles a label
 * by whether it is the one chosen, `inputClassName` the radio (hidden or shown).
 */
import type { ReactNode } from 'react';

export function ChoiceFieldset<T extends string>({
  legend,
  legendClassName,
  name,
  options,
  value,
  onChange,
  label,
  className,
  optionClassName,
  inputClassName,
}: {
  legend: ReactNode;
  legendClassName?: string;
  /** The radio group's name (unique on the page). */
  name: string;
  options: readonly T[];
  value: T | null;
  onChange: (option: T) => void;
  label: (option: T) => ReactNode;
  /** The options' container. */
  className?: string;
  optionClassName: (chosen: boolean) => string;
  inputClassName?: string;
}) {
  return (
    <fieldset>
      <legend className={legendClassName}>{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label key={option} className={optionClassName(value === option)}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={inputClassName}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
