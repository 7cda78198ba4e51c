/** The tracked funnel events of app §4 in docs/spec-coverage.md, in funnel order. A leaf module: the simulator reads it to validate POST /event. */
export const FUNNEL_EVENTS = [
  'intro_shown',
  'intro_success',
  'email_success',
  'subscription_shown',
  'modal_payment_shown',
  'card_submit',
  'apple_pay_submit',
  'modal_payment_submit',
  'ecommerce_purchase',
  'ecommerce_purchase_error',
  'ecommerce_additional_purchase',
  'ecommerce_additional_purchase_error',
  'offers_shown',
  'account_product_shown',
  'results_product_shown',
] as const;

export type FunnelEventName = (typeof FUNNEL_EVENTS)[number];
