import { type ChangeEventHandler, type FocusEventHandler, useId } from 'react';
import classes from './plain-checkbox.module.css';

/** Mantine's check mark (10×7). */
const CHECK =
  'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

/** A labelled checkbox of a form, as Mantine draws one; takes `getInputProps(…, { type: 'checkbox' })`. */
export function PlainCheckbox({
  label,
  checked,
  onChange,
  onFocus,
  onBlur,
}: {
  label: string;
  checked?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className={classes.root}>
      <div className={classes.inner}>
        <input
          id={id}
          type="checkbox"
          className={`mantine-focus-auto ${classes.input}`}
          checked={checked ?? false}
          onChange={onChange}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        <svg viewBox="0 0 10 7" aria-hidden className={classes.icon}>
          <path d={CHECK} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      </div>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
    </div>
  );
}
