/** A deliberately plain email check: one @, a dot in the domain, no spaces. The server has the last word. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim()) && value.trim().length <= 254;
}
