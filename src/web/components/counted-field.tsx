import type { ReactNode } from 'react';
import classes from './counted-field.module.css';

/**
 * Props that give a Mantine input (TextInput, Textarea, Input.Wrapper) a character counter
 * "n/max" under its right edge, beside its error. Spread after the field's other props.
 */
export function counted(length: number, max: number) {
  return {
    classNames: { root: classes.field, error: classes.error },
    inputContainer: (input: ReactNode) => (
      <div className={classes.inputBox}>
        {input}
        <span className={classes.counter} data-over={length > max || undefined}>
          {`${length}/${max}`}
        </span>
      </div>
    ),
  };
}
