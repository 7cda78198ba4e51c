/** What the harness learned about one purchase from the server's answers (the model predicts; this is what happened). */
export interface RealPurchase {
  readonly email: string;
  executionId: string | null;
  /** Told by the browser's create or found after a drain; null while unknown. */
  subscriptionId: string | null;
  /** A second purchase's create was refused with 409 (already subscribed). */
  createRefused: boolean;
}
