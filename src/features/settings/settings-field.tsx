import type { HTMLAttributes, ReactNode } from 'react';

type LabelledInputProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Left out for a field that is never refused on its own: no aria-invalid is written then. */
  isInvalid?: boolean;
  /** The id of the `FieldError` that explains a refusal; referenced only while invalid. */
  errorId?: string;
  className?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

/**
 * A text input with its label. Screen readers hear the error through aria-describedby only
 * while the field is refused, so a stale message is never announced for a good value.
 */
export function LabelledInput({
  id,
  label,
  value,
  onChange,
  isInvalid,
  errorId,
  className,
  inputMode,
}: LabelledInputProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={className}
        inputMode={inputMode}
        value={value}
        aria-invalid={isInvalid}
        aria-describedby={isInvalid === true ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** A labelled input on its own settings row; `children` (a submit button) follow the input. */
export function SettingsField({
  children,
  ...field
}: LabelledInputProps & { children?: ReactNode }) {
  return (
    <div className="settings-row">
      <LabelledInput {...field} />
      {children}
    </div>
  );
}

type FieldErrorProps = { id?: string; testId?: string; children: ReactNode };

/** Why a form's value was refused; role="alert" so it is announced as it appears. */
export function FieldError({ id, testId, children }: FieldErrorProps) {
  return (
    <p id={id} className="field-error" role="alert" data-testid={testId}>
      {children}
    </p>
  );
}
