import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

type Common = { label: string; error?: string; hint?: string; optional?: boolean };

/** What the frame gives its control so the label and the error message point at it. */
type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** The label, then the control, then its error (or else its hint). */
function FieldFrame({
  label,
  error,
  hint,
  optional,
  control,
}: Common & { control: (props: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
        {optional ? <span className="label-optional"> (optional)</span> : null}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : hint ? (
        <p className="field-hint">{hint}</p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  optional,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      control={(props) => <input {...props} className={error ? 'input input-error' : 'input'} {...input} />}
    />
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      control={(props) => (
        <textarea {...props} className={error ? 'input textarea input-error' : 'input textarea'} {...input} />
      )}
    />
  );
}
