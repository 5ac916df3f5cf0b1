import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

type Common = { label: string; error?: string; hint?: string; optional?: boolean };

export function TextField({
  label,
  error,
  hint,
  optional,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
        {optional ? <span className="label-optional"> (optional)</span> : null}
      </label>
      <input
        id={id}
        className={error ? 'input input-error' : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
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

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
        {optional ? <span className="label-optional"> (optional)</span> : null}
      </label>
      <textarea
        id={id}
        className={error ? 'input textarea input-error' : 'input textarea'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
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
