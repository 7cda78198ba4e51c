/** Loads a wallet SDK on demand (widget §7 in docs/spec-coverage.md), once per URL; a failure is a coded error. */
const WALLET_LOAD_ERRORS = {
  APPLE_PAY_SCRIPT_LOAD_ERROR: 'The Apple Pay SDK could not be loaded.',
  GOOGLE_PAY_SCRIPT_LOAD_ERROR: 'The Google Pay SDK could not be loaded.',
  PAYPAL_SCRIPT_LOAD_ERROR: 'The PayPal SDK could not be loaded.',
  UNKNOWN_SCRIPT_LOAD_ERROR: 'A wallet SDK could not be loaded.',
} as const;

export type WalletLoadErrorCode = keyof typeof WALLET_LOAD_ERRORS;

export class WalletLoadError extends Error {
  override readonly name = 'WalletLoadError';
  constructor(readonly code: WalletLoadErrorCode, options?: { cause?: unknown }) {
    super(WALLET_LOAD_ERRORS[code], options);
  }
}

const loading = new Map<string, Promise<void>>();

export function loadScript(url: string, code: WalletLoadErrorCode, doc: Document = document): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', (event) => {
      loading.delete(url);
      reject(new WalletLoadError(code, { cause: event }));
    });
    doc.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}
