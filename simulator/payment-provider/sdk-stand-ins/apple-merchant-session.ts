/**
 * Apple's side of Apple Pay merchant validation, stood in: the merchant (app-origin's
 * validate-merchant) and the provider (its apple-pay session call) each ask it, as both would ask
 * Apple, so neither imports the other.
 */
import { randomBytes } from 'node:crypto';

/** An opaque merchant session as Apple's validation answers it; the stand-in checks its identifier only. */
export function merchantSession(domain: string) {
  const now = Date.now();
  return {
    merchantSessionIdentifier: `msi_${randomBytes(12).toString('hex')}`,
    displayName: 'MindMetric',
    domainName: domain,
    epochTimestamp: now,
    expiresAt: now + 60 * 60 * 1000,
    nonce: randomBytes(8).toString('hex'),
    signature: randomBytes(32).toString('base64'),
  };
}

