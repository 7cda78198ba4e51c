/** What the subscription service knows of its payment provider: the client interface, nothing else. */
export type { ProviderClient, ProviderPayment } from '../provider/merchant-api';
export type { CardSummary } from '../provider/session-model';
