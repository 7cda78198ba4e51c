/** A one-time code as typed (a texted sign-in code, an emailed cancel code): spaces dropped, exactly `digits` digits; null otherwise. */
export function toOneTimeCode(typed: string, digits: number): string | null {
  const compact = typed.replace(/\s/g, '');
  return compact.length === digits && /^\d+$/.test(compact) ? compact : null;
}
