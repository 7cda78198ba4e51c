/** The provider's side of the vault's link (vault/provider-link.ts): its sessions, scenarios and faults answer for the vault. */
import type { Faults } from './faults';
import { ScenarioRun } from './scenario-run';
import type { PaymentSessions } from './sessions';
import type { VaultProviderLink } from '../vault/provider-link';

export function vaultProviderLink(sessions: PaymentSessions, faults?: Faults): VaultProviderLink {
  return {
    session(sessionToken) {
      const session = sessions.byBearer(sessionToken);
      if (!session) return undefined;
      return {
        token: session.token,
        journalHandle: session,
        faultsBeforeTokenize: (res) => (faults ? faults.before('vault.tokenize', session, res) : Promise.resolve(true)),
        rejectsVaultToken: (testScenario) => ScenarioRun.begin(session, testScenario).rejectsVaultToken(),
      };
    },
  };
}
