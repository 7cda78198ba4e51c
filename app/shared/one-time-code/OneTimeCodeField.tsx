/**
 * The one-time code field, written once (issue 42, point 5) for the texted sign-in code
 * (features/account/PhoneForm.tsx) and the emailed cancel code (features/cancel/UnsubscribeWithEmailPage.tsx):
 * numeric, and named `one-time-code` so the phone's keyboard offers the code that just arrived.
 */
import { useId } from 'react';

interface OneTimeCodeFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** How many digits the code has; the field takes twice as many characters, for the spaces people type between groups. */
  readonly digits: number;
  /** The id of the line that shows the field's error. */
  readonly errorId: string;
  readonly invalid: boolean;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

export function OneTimeCodeField({ label, value, onChange, digits, errorId, invalid, disabled = false, required = false }: OneTimeCodeFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={digits * 2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={errorId}
        disabled={disabled}
        required={required}
      />
    </>
  );
}
