/**
 * QA's fault steps on the merchant's routes (issue 28): the vault-token call, the card creates and
 * Apple Pay's creates. The faults are keyed by the provider's payment session, so the provider's mount builds
 * them and the composition root hands them to the merchant's routes (merchant/subscription-service/router.ts takes them as plain middleware)
 * and the merchant never reads the provider's sessions (ADR 9).
 */
import type { Request } from 'express';
import { bearerToken } from '../../platform/http/bearer';
import type { Faults } from './faults';
import type { PaymentSessions } from './sessions';
import type { PaymentSession } from './session-model';

/** The live session a bearer token names, or none (the route itself answers 401 for a bad token). */
function sessionOfBearer(sessions: PaymentSessions, req: Request): PaymentSession | undefined {
  try {
    return sessions.byBearer(bearerToken(req));
  } catch {
    return undefined;
  }
}

export function serviceFaultGates(faults: Faults, sessions: PaymentSessions) {
  return {
    vaultToken: faults.gate('service.vault-token', (req) => sessionOfBearer(sessions, req)),
    // The card create's session is the one of the execution it names (its body's card.execution_id).
    create: faults.gate('service.create', (req) => {
      const id = (req.body as { card?: { execution_id?: unknown } } | undefined)?.card?.execution_id;
      return typeof id === 'string' ? sessions.byExecutionId(id) : undefined;
    }),
    // Apple Pay's create names its execution at the top of its body (execution_id).
    createApplePay: faults.gate('service.create-applepay', (req) => {
      const id = (req.body as { execution_id?: unknown } | undefined)?.execution_id;
      return typeof id === 'string' ? sessions.byExecutionId(id) : undefined;
    }),
  };
}
