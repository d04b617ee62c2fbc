import { type ReactNode, useId } from 'react';
import classes from './segmented-radios.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * A choice of a few options as radio buttons, drawn as Mantine's SegmentedControl: the language switch,
 * the training page's list or calendar.
 */
export function SegmentedRadios<T extends string>({
  label,
  options,
  value,
  onChange,
  size = 'sm',
  fullWidth,
}: {
  /** The group's name for screen readers. */
  label: string;
  options: SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'xs' | 'sm';
  /** As wide as its container: below the xs breakpoint, or always. */
  fullWidth?: 'xs' | 'always';
}) {
  const group = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth}
    >
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            name={group}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className={classes.input}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
