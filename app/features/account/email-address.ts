/** The email forms' check before anything is sent: one @, a dot in the domain, no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
