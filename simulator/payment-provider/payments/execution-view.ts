import type { PaymentSession } from './session-model';

/** The execution as the provider shows it to the widget; an open challenge adds actionRequired and its link. */
export function executionView(session: PaymentSession, origins: { readonly service: string; readonly asset: string }) {
  const { execution } = session;
  const self = { href: `${origins.service}/provider/executions/${execution.id}` };
  const challenge = execution.challenge;
  if (challenge && !challenge.resolved) {
    return {
      id: execution.id,
      status: execution.statuses,
      actionRequired: '3ds' as const,
      links: { self, '3ds': { href: `${origins.asset}/3ds/challenge/${challenge.token}` } },
    };
  }
  return { id: execution.id, status: execution.statuses, links: { self } };
}
