/**
 * The risk session id of widget §7 in docs/spec-coverage.md, read from page data. The host page marks each risk
 * SDK's session with an element carrying `data-risk-session-id` (the id) and `data-risk-provider`
 * (for example `paypal-fraudnet` for PayPal's fraud id, `device-fingerprint` for any other), e.g.
 * `<meta data-risk-session-id="abc" data-risk-provider="paypal-fraudnet">`.
 * PayPal uses the PayPal fraud id; every other method the first id that is not a fraud id.
 */
const PAYPAL_FRAUD_PROVIDER = 'paypal-fraudnet';

export interface RiskSessionEntry {
  readonly id: string;
  readonly provider: string;
}

/** Pure: picks the id for a method from the page's entries, in document order. */
export function pickRiskSessionId(entries: readonly RiskSessionEntry[], method: 'payPal' | 'other'): string | null {
  const isFraud = (e: RiskSessionEntry) => e.provider === PAYPAL_FRAUD_PROVIDER;
  const entry = method === 'payPal' ? entries.find(isFraud) : entries.find((e) => !isFraud(e));
  return entry?.id ?? null;
}

/** Reads the entries from the document. */
export function readRiskSessionEntries(doc: Document = document): RiskSessionEntry[] {
  return Array.from(doc.querySelectorAll<HTMLElement>('[data-risk-session-id]'))
    .map((el) => ({ id: el.dataset.riskSessionId ?? '', provider: el.dataset.riskProvider ?? '' }))
    .filter((e) => e.id !== '');
}
