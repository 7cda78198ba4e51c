/**
 * Luhn check (app §5 in docs/spec-coverage.md): double every second digit from the right, subtract 9 from
 * doubles above 9, and the sum must be divisible by 10. Digits only; anything else fails.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit to append to `payload` so that the whole number passes the Luhn check. */
export function luhnCheckDigit(payload: string): string {
  if (!/^\d*$/.test(payload)) throw new TypeError(`luhnCheckDigit: digits only, got "${payload}"`);
  for (let d = 0; d <= 9; d += 1) {
    if (passesLuhn(`${payload}${d}`)) return String(d);
  }
  // Unreachable: exactly one check digit exists for every payload.
  throw new Error('luhnCheckDigit: no check digit found');
}
