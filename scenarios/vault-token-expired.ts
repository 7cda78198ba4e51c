import type { Scenario } from './types';

export const vaultTokenExpired: Scenario = {
  id: 'vault-token-expired',
  title: 'Vault rejects the bearer token ("Invalid token")',
  description:
    'Tokenization answers 401 with an error containing "Invalid token": the widget reports a session ' +
    'expiry ("Vault token is not valid or expired.") and fails with AUTHENTICATION_ERROR before any ' +
    'authorize call. No subscription.',
  vault: { tokenize: 'invalid-token' },
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: ['authorizeSuccessful'] }] },
  expect: {
    widgetEvent: 'failure',
    failureCode: 'AUTHENTICATION_ERROR',
    shopperMessage: { source: 'widget', key: 'authorizationFailed' },
    subscriptionCreated: false,
  },
};
