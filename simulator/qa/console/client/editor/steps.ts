/**
 * The editor's steps, in the order a payment meets them (issue 28): each names where its value sits
 * in the scenario and which part of the JSON Schema gives its options. Polls, renewal charges and
 * faults are lists; the others appear once.
 */
import type { Node } from './schema-form';

export interface StepKind {
  readonly key: string;
  readonly label: string;
  /** Where the step's value sits (for a list, the list). */
  readonly path: string;
  readonly many: boolean;
  /** Always present: the editor offers no "Remove". */
  readonly required: boolean;
  readonly node: (schema: Node) => Node | undefined;
}

const prop = (node: Node | undefined, ...keys: string[]): Node | undefined => keys.reduce<Node | undefined>((at, key) => at?.properties?.[key], node);
/** A list's entry schema (a tuple's rest items, else its first). */
const entry = (node: Node | undefined): Node | undefined => node?.items ?? node?.prefixItems?.[0];

export const STEP_KINDS: readonly StepKind[] = [
  { key: 'authorize', label: 'Authorize call', path: 'provider.authorize', many: false, required: true, node: (s) => prop(s, 'provider', 'authorize') },
  { key: 'pay', label: 'Pay call (wallets and redirects)', path: 'provider.pay', many: false, required: false, node: (s) => prop(s, 'provider', 'pay') },
  { key: 'confirm', label: 'PayPal confirm call', path: 'provider.confirm', many: false, required: false, node: (s) => prop(s, 'provider', 'confirm') },
  { key: 'poll', label: 'Poll', path: 'provider.polls', many: true, required: true, node: (s) => entry(prop(s, 'provider', 'polls')) },
  { key: 'threeDs', label: '3-D Secure', path: 'threeDs', many: false, required: false, node: (s) => prop(s, 'threeDs') },
  { key: 'bank', label: 'Online banking (the bank’s decision)', path: 'bank', many: false, required: false, node: (s) => prop(s, 'bank') },
  { key: 'shopper', label: 'Shopper (wallet sheet, redirect page, challenge)', path: 'shopper', many: false, required: false, node: (s) => prop(s, 'shopper') },
  { key: 'vault', label: 'Vault', path: 'vault', many: false, required: false, node: (s) => prop(s, 'vault') },
  { key: 'subscriptionService', label: 'Subscription service', path: 'subscriptionService', many: false, required: false, node: (s) => prop(s, 'subscriptionService') },
  { key: 'renewal', label: 'Renewal charge', path: 'renewal.charges', many: true, required: false, node: (s) => entry(prop(s, 'renewal', 'charges')) },
  { key: 'webhooks', label: 'Webhook deliveries', path: 'webhooks', many: false, required: false, node: (s) => prop(s, 'webhooks') },
  { key: 'fault', label: 'Fault', path: 'faults', many: true, required: false, node: (s) => entry(prop(s, 'faults')) },
  { key: 'expect', label: 'Expected end', path: 'expect', many: false, required: true, node: (s) => prop(s, 'expect') },
];

/** A new scenario: authorized on the first poll, success expected. QA changes it from here. */
export const BLANK = {
  id: '',
  title: '',
  description: '',
  provider: { authorize: { kind: 'accepted' }, polls: [{ kind: 'statuses', append: ['authorizeSuccessful'] }] },
  expect: { widgetEvent: 'success', shopperMessage: { source: 'widget', key: 'paymentSuccessful' }, subscriptionCreated: true },
};
