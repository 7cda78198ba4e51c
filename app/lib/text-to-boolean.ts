/** Text to boolean (app §5 in docs/spec-coverage.md): after trimming and lowercasing, 'true', 'yes' and '1' are true. */
const TRUE_WORDS: ReadonlySet<string> = new Set(['true', 'yes', '1']);

/** `null` and `undefined` (a missing query parameter or storage key) are false, like any other text. */
export function textToBoolean(text: string | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  return TRUE_WORDS.has(text.trim().toLowerCase());
}
