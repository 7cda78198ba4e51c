/**
 * The in-app browser escape's redirect service (app §2 in docs/spec-coverage.md): GET {service}/{mode}?url={link}.
 * The app builds the address (app/lib/in-app-browser/escape.ts); the simulator stands in for the
 * service on the asset origin (simulator/payment-provider/in-app-escape/escape-page.ts) and parses the query with this.
 */
import { z } from 'zod';

/**
 * How the service gets the page out, as its path segment: `file` (iOS <= 14), `chrome` (iOS 16),
 * `safari` (iOS 17+), `android` (an intent; the spec is silent on Android's mechanism).
 */
export const IN_APP_ESCAPE_MODES = ['file', 'chrome', 'safari', 'android'] as const;
export type InAppEscapeMode = (typeof IN_APP_ESCAPE_MODES)[number];

/** Where the simulator serves the stand-in, on the asset origin. */
export const IN_APP_ESCAPE_STAND_IN_PATH = '/in-app-escape/';

/** The query: the link to open outside the in-app browser, in the mode's scheme. */
export const InAppEscapeQuery = z.object({ url: z.string().min(1, 'url is required: the link to open outside the in-app browser').max(4000) }).loose();
