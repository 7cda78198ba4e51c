import type { Amount, PaymentMethodLinks } from '../config';
import type { Fetch } from '../http/payment-api';
import type { PaymentOutcome } from '../executor/outcome';
import type { Sleep } from '../executor/poller';

/** What a wallet needs from the drop-in; `finish` reports the outcome exactly once per payment. */
export interface WalletContext {
  readonly token: string;
  readonly amount: Amount;
  readonly assetHost: string;
  readonly links: PaymentMethodLinks;
  readonly fetch: Fetch;
  readonly sleep: Sleep;
  readonly riskSessionId: (method: 'payPal' | 'other') => string | null;
  readonly returnUrl: string;
  /** Called before a payment starts; false vetoes it (onPaymentButtonClicked). */
  readonly begin: () => Promise<boolean>;
  readonly finish: (outcome: PaymentOutcome) => void;
  readonly onSessionExpired: () => void;
}

export interface MountedWallet {
  destroy(): void;
}
