/** The widget's public face. Hosts import from here only. */
export { createPaymentClient, type ClientOptions, type PaymentClient } from './client';
export type { SdkConfig, Amount } from './config';
export type { DropIn, DropInOptions, PaymentEvents, PaymentMethodCode, ApplePayAuthorizedPayment, BillingAddress } from './drop-in/drop-in';
export type { DeliveryAddress } from './wallets/delivery-address';
export { WidgetError, FAILURE_CODES, type FailureCode, type ErrorCode } from './errors';
export { MESSAGES, type MessageKey } from './messages';
export { resolveLocale, SUPPORTED_LOCALES, type Locale } from './i18n/locales';
export { CLIENT_VERSION, ENVIRONMENTS, type Environment } from './constants';
export { deployedEnvironment } from './deployment';
export { passesLuhn } from './card/luhn';
export { detectNetwork, formatCardNumber, type CardNetwork } from './card/networks';
export { CARD_FRAME_FOCUS_EVENTS } from './card-form/card-form';
