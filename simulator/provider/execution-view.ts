import type { PaymentSession } from './sessions';

/** The execution as the provider shows it to the widget. */
export function executionView(session: PaymentSession, serviceOrigin: string) {
  const { execution } = session;
  return {
    id: execution.id,
    status: execution.statuses,
    links: { self: { href: `${serviceOrigin}/provider/executions/${execution.id}` } },
  };
}
