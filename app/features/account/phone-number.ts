/** A phone number as typed, in the E.164 form the identity provider takes: spaces, dots, dashes and brackets go; a leading + and 7 to 15 digits stay. */
export function toE164(typed: string): string | null {
  const compact = typed.trim().replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

