/** Numbers of widget §9 in docs/spec-coverage.md, each named with its unit. Never changed for tests: tests control time. */

export const CLIENT_VERSION = '5.25.0';
export const CLIENT_TYPE = 'web-sdk';

/** Polling of the execution after authorize or confirm. */
export const POLL_INITIAL_DELAY_MS = 2000;
export const POLL_INTERVAL_MS = 680;
export const POLL_MAX_ATTEMPTS = 60;
/** A poll that fails (HTTP error or network drop) uses up this many attempts. */
export const FAILED_POLL_ATTEMPT_WEIGHT = 5;
/** How many polls may pass without an authorizeRequested status before the payment fails. */
export const AUTHORIZE_REQUESTED_LOOKUP_RETRIES = 10;

/** The collect container mounts this long after the card form is created (app §9 in docs/spec-coverage.md). */
export const COLLECT_CONTAINER_MOUNT_DELAY_MS = 50;

/**
 * Not in the spec: how long the host waits for the vault frame's FRAME_READY before it reports
 * IFRAME_CREATION_FAILED (widget §8 in docs/spec-coverage.md). A frame that announces itself later still works.
 */
export const FRAME_HANDSHAKE_TIMEOUT_MS = 15_000;

/** Environments: DEV returns element values to the host page, PROD never does. */
export const ENVIRONMENTS = ['DEV', 'PROD'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: Environment = 'PROD';

/** Headers every payment call sends (widget §7 in docs/spec-coverage.md). */
export const HEADER_IDEMPOTENCY_KEY = 'Idempotency-Key';
export const HEADER_CLIENT_VERSION = 'x-client-version';
export const HEADER_CLIENT_TYPE = 'x-client-type';

/** The bin the host page may see: the first up-to-8 digits, and only once at least 6 are typed. */
export const BIN_MIN_DIGITS = 6;
export const BIN_MAX_DIGITS = 8;

/**
 * Backoff of the execution poll after HTTP 429 (widget §8 in docs/spec-coverage.md: "waits longer and retries").
 * The n-th 429 in a row waits POLL_INTERVAL_MS x factor^n, at most the cap; any other answer resets it.
 */
export const POLL_RATE_LIMITED_BACKOFF_FACTOR = 2;
export const POLL_RATE_LIMITED_MAX_DELAY_MS = 5440;
/** A 429 answer uses this many poll attempts: the server is alive, but throttling must not poll forever. */
export const RATE_LIMITED_POLL_ATTEMPT_WEIGHT = 1;

/** 3-D Secure challenge iframe sizes [width, height] (widget §9 in docs/spec-coverage.md); the largest narrower than the screen is used. */
export const THREE_DS_FRAME_SIZES: readonly (readonly [number, number])[] = [
  [250, 400],
  [390, 400],
  [500, 600],
  [600, 400],
];
/** The popup around the challenge iframe is this much larger than the frame. */
export const THREE_DS_POPUP_EXTRA_PX = 4;

/** Instant-payment redirect (widget §9 in docs/spec-coverage.md): poll start delay, interval, overall time-out. */
export const INSTANT_PAYMENT_TIMEOUT_MS = 750_000;
export const INSTANT_PAYMENT_POLL_START_DELAY_MS = 20_000;
export const INSTANT_PAYMENT_POLL_INTERVAL_MS = 2000;
export const INSTANT_PAYMENT_POLL_ATTEMPTS = Math.ceil((INSTANT_PAYMENT_TIMEOUT_MS - INSTANT_PAYMENT_POLL_START_DELAY_MS) / INSTANT_PAYMENT_POLL_INTERVAL_MS);
/** Other redirect methods fail this long after navigating if the page is still there. */
export const REDIRECT_FAILURE_FALLBACK_MS = 30_000;
/** The generic redirect frame is the screen size minus this much each way. */
export const REDIRECT_FRAME_MARGIN_PX = 50;

/** Apple Pay (widget §9 in docs/spec-coverage.md). */
export const APPLE_PAY_SESSION_VERSION = 3;
export const APPLE_PAY_LOCALE = 'en-GB';
export const APPLE_PAY_TOTAL_TYPE = 'final';
export const APPLE_PAY_BUTTON = { type: 'buy', style: 'black' } as const;

/** Google Pay (widget §9 in docs/spec-coverage.md). */
export const GOOGLE_PAY_API_VERSION = { apiVersion: 2, apiVersionMinor: 0 } as const;
export const GOOGLE_PAY_PRICE_STATUS = 'FINAL';
export const GOOGLE_PAY_BUTTON = { buttonColor: 'black', buttonType: 'long', buttonSizeMode: 'fill' } as const;
export const GOOGLE_PAY_DEFAULT_ENVIRONMENT = 'TEST';

/** PayPal (widget §9 in docs/spec-coverage.md). */
export const PAYPAL_BUTTON_STYLE = { color: 'gold', height: 40, shape: 'rect', label: 'paypal', tagline: false } as const;
export const PAYPAL_RERENDER_DEBOUNCE_MS = 300;
/**
 * PayPal config's integrationMode (widget §3 in docs/spec-coverage.md: "express or other"): any value is accepted,
 * and every value but `express` is the standard flow; docs/decisions/0010.
 */
export type PayPalIntegrationMode = 'express' | 'standard';
export const payPalIntegrationMode = (raw: unknown): PayPalIntegrationMode => (raw === 'express' ? 'express' : 'standard');

/** Where the wallet SDKs are served, under the asset host (stand-ins in this product). */
export const WALLET_SDK_PATHS = { applePay: '/sdk/apple-pay.js', googlePay: '/sdk/google-pay.js', payPal: '/sdk/paypal.js' } as const;
