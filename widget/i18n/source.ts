/**
 * The English catalogue as flat message ids ("msg.payButtonLabel", "field.holder.label"), built from
 * the typed modules of widget/messages.ts, which keep the spec's wording. Read at build time by the
 * catalogue plugin and by the catalogue check; the runtime only uses its types.
 */
import { CARD_FORM_TEXT, FIELD_ERRORS, FIELD_TEXT, MESSAGES, POPUP_TEXT } from '../messages';

const SOURCE = { msg: MESSAGES, popup: POPUP_TEXT, field: FIELD_TEXT, fieldError: FIELD_ERRORS, cardForm: CARD_FORM_TEXT } as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every id of a shopper-visible widget text. */
export type MessageId = Leaves<typeof SOURCE>;

function flatten(node: object, prefix: string, into: Record<string, string>): Record<string, string> {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') into[`${prefix}${key}`] = value;
    else flatten(value as object, `${prefix}${key}.`, into);
  }
  return into;
}

/** The English catalogue: every id with its English text. */
export const ENGLISH_TEXTS: Readonly<Record<MessageId, string>> = flatten(SOURCE, '', {}) as Record<MessageId, string>;
