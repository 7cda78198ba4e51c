/** The vault's answer to a collect call, and its coded errors (widget §7 and §8 in docs/spec-coverage.md). */
import { vaultErrorMessage } from '../vault-frame/vault-request';
import { assertNever } from './assert-never';
import { CollectError } from './collect-errors';

/** What the vault transport answers; it never throws (a throw becomes COLLECT_FAILED). */
export type VaultAnswer =
  | { readonly kind: 'ok'; readonly body: unknown }
  | { readonly kind: 'http-error'; readonly status: number; readonly text: string; readonly requestId: string | null }
  | { readonly kind: 'connection-error'; readonly cause?: unknown };


export interface VaultCall {
  readonly url: string;
  readonly bearerToken: string;
  readonly body: CollectBody;
}

export type VaultTransport = (call: VaultCall) => Promise<VaultAnswer>;

interface CollectRecord {
  readonly table: string;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly skyflowID?: string;
}

/** The JSON body of a collect call. */
export interface CollectBody {
  readonly records: readonly CollectRecord[];
  readonly tokens: boolean;
  readonly upsert?: readonly { readonly table: string; readonly column: string }[];
}

/** The vault answer as the collect result, or its coded error (widget §7 and §8 in docs/spec-coverage.md). */
export function vaultAnswerBody(answer: VaultAnswer): unknown {
  switch (answer.kind) {
    case 'ok':
      return answer.body;
    case 'connection-error':
      throw new CollectError('VAULT_CONNECTION_ERROR', null, { cause: answer.cause });
    case 'http-error': {
      const message = vaultErrorMessage(answer.text, answer.requestId);
      // Spec section 8: an error text containing 'Invalid token' means the vault token was rejected.
      const code = message.includes('Invalid token') ? 'INVALID_VAULT_TOKEN' : 'VAULT_NETWORK_ERROR';
      throw new CollectError(code, `HTTP ${answer.status}: ${message}`, { requestId: answer.requestId });
    }
    default:
      return assertNever(answer);
  }
}

