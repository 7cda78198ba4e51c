/**
 * An English text of the app's catalogue (a typed module's ICU message) with its values, worded as the
 * pages show it: for the tests and the e2e specs, which read the typed modules where the pages read
 * them compiled at build time (app/text-registry/app-messages.vite.ts).
 */
import MessageFormat from '@messageformat/core';

const english = new MessageFormat('en');

export function englishText(message: string, values?: Readonly<Record<string, string | number>>): string {
  return english.compile(message)(values);
}
