/**
 * The descriptions of the collect error catalogue (widget §8 in docs/spec-coverage.md): what each code of
 * collect-errors.ts means and what to do. Kept apart from the error type so that the host page's
 * widget chunk, which only throws and reads codes, does not carry the texts; the vault frame, where
 * the collect container runs, describes the errors it reports (describeCollectError).
 */
import type { CollectError, CollectErrorCode } from './collect-errors';

export const COLLECT_ERRORS = {
  // Collect request: options, tokens flag, additionalFields (widget §5 in docs/spec-coverage.md).
  INVALID_COLLECT_OPTIONS: 'Collect options must be an object, e.g. { tokens: true }.',
  INVALID_TOKENS_IN_COLLECT: 'The collect option `tokens` must be a boolean.',
  INVALID_ADDITIONAL_FIELDS: 'The collect option `additionalFields` must be an object with a `records` array.',
  MISSING_RECORDS_IN_ADDITIONAL_FIELDS: '`additionalFields.records` is missing: pass a non-empty array of records.',
  INVALID_RECORDS_IN_ADDITIONAL_FIELDS: '`additionalFields.records` must be an array of records.',
  EMPTY_RECORDS_IN_ADDITIONAL_FIELDS: '`additionalFields.records` is empty: pass at least one record or leave out additionalFields.',
  INVALID_RECORD_IN_ADDITIONAL_FIELDS: 'Each record in `additionalFields.records` must be an object with `table` and `fields`.',
  MISSING_TABLE_IN_ADDITIONAL_FIELDS: 'A record in `additionalFields.records` has no `table`: add the vault table name.',
  INVALID_TABLE_IN_ADDITIONAL_FIELDS: 'A record `table` in `additionalFields.records` must be a non-empty string.',
  MISSING_FIELDS_IN_ADDITIONAL_FIELDS: 'A record in `additionalFields.records` has no `fields`: add an object of column values.',
  INVALID_FIELDS_IN_ADDITIONAL_FIELDS: 'A record `fields` in `additionalFields.records` must be an object of column values.',
  INVALID_SKYFLOW_ID_IN_ADDITIONAL_FIELDS: 'A record `skyflowID` in `additionalFields.records` must be a non-empty string when present.',
  DUPLICATE_COLUMN_IN_ADDITIONAL_FIELDS:
    'A column in `additionalFields.records` is also collected by an element of the same record: keep one source.',

  // Upsert (widget §5 in docs/spec-coverage.md).
  INVALID_UPSERT_OPTION_TYPE: 'The collect option `upsert` must be an array of { table, column } objects.',
  EMPTY_UPSERT_OPTIONS_ARRAY: 'The collect option `upsert` is empty: pass at least one { table, column } or leave it out.',
  INVALID_UPSERT_OPTION_OBJECT_TYPE: 'Each `upsert` entry must be an object { table, column }.',
  MISSING_TABLE_IN_UPSERT_OPTION: 'An `upsert` entry has no `table`: add the vault table name.',
  INVALID_TABLE_IN_UPSERT_OPTION: 'An `upsert` entry `table` must be a non-empty string.',
  MISSING_COLUMN_IN_UPSERT_OPTION: 'An `upsert` entry has no `column`: add the unique column to upsert on.',
  INVALID_COLUMN_IN_UPSERT_OPTION: 'An `upsert` entry `column` must be a non-empty string.',

  // Element options (widget §3 and §5 in docs/spec-coverage.md).
  INVALID_ELEMENT_OPTIONS: 'Element options must be an object, e.g. { type: "CARD_NUMBER", table: "cards", column: "number" }.',
  MISSING_ELEMENT_TYPE: 'Element options have no `type`: pick one of the collect element types.',
  INVALID_ELEMENT_TYPE: 'Element `type` is not a collect element type (CVV, EXPIRATION_DATE, CARD_NUMBER, ...).',
  MISSING_TABLE_IN_ELEMENT: 'Element options have no `table`: add the vault table the value goes to.',
  INVALID_TABLE_IN_ELEMENT: 'Element `table` must be a non-empty string.',
  MISSING_COLUMN_IN_ELEMENT: 'Element options have no `column`: add the vault column the value goes to.',
  INVALID_COLUMN_IN_ELEMENT: 'Element `column` must be a non-empty string.',
  INVALID_SKYFLOW_ID_IN_ELEMENT: 'Element `skyflowID` must be a non-empty string when present.',
  INVALID_ELEMENT_NAME: 'Element `name` must be a non-empty string when present.',
  INVALID_TEXT_OPTION: 'Element `label`, `placeholder` and `altText` must be strings when present.',
  INVALID_STYLES: 'Element `styles` must be an object of style variants, each an object of CSS values.',
  INVALID_CLASSES: 'Element `classes` must be an object of class-name strings.',
  INVALID_BOOLEAN_OPTIONS: 'Element options `enableCardIcon` and `required` must be booleans (defaults true and false).',
  INVALID_INPUT_MASK: 'Element `mask` must be an array whose first item is the mask string, e.g. ["XXXX-XXXX"].',
  INVALID_REPLACE_PATTERN: 'Element `replacePattern` must be an array whose first item is a regex string that compiles.',
  INVALID_INPUT_FORMAT: 'The INPUT_FIELD option `format` must be a non-empty string; it defines the input mask.',
  INVALID_INPUT_TRANSLATION:
    'The INPUT_FIELD option `translation` must map single characters to regex strings that compile, e.g. { X: "[0-9]" }.',
  MISSING_VALUE_IN_RADIO_OR_CHECKBOX: 'Radio and checkbox elements need a `value`: a non-empty string.',
  INVALID_DROPDOWN_OPTIONS: 'A dropdown element needs `options`: a non-empty array of strings or { value, text } objects.',

  // Validation rules (widget §3 and §5 in docs/spec-coverage.md).
  INVALID_VALIDATIONS: 'Element `validations` must be an array of rules { type, params }.',
  INVALID_VALIDATION_RULE: 'Each validation rule must be an object { type, params }.',
  MISSING_VALIDATION_RULE_TYPE: 'A validation rule has no `type`: use REGEX_MATCH_RULE, LENGTH_MATCH_RULE or ELEMENT_VALUE_MATCH_RULE.',
  INVALID_VALIDATION_RULE_TYPE: 'A validation rule `type` is unknown: use REGEX_MATCH_RULE, LENGTH_MATCH_RULE or ELEMENT_VALUE_MATCH_RULE.',
  MISSING_VALIDATION_RULE_PARAMS: 'A validation rule has no `params`: add an object with the rule parameters.',
  INVALID_VALIDATION_RULE_PARAMS: 'A validation rule `params` must be an object; its `error`, if any, a string.',
  MISSING_REGEX_IN_REGEX_MATCH_RULE: 'A REGEX_MATCH_RULE needs `params.regex`.',
  INVALID_REGEX_IN_REGEX_MATCH_RULE: 'A REGEX_MATCH_RULE `params.regex` must be a RegExp or a string that compiles as one.',
  MISSING_MIN_AND_MAX_IN_LENGTH_MATCH_RULE: 'A LENGTH_MATCH_RULE needs `params.min`, `params.max` or both.',
  INVALID_MIN_OR_MAX_IN_LENGTH_MATCH_RULE: 'A LENGTH_MATCH_RULE `min` and `max` must be non-negative integers with min <= max.',
  MISSING_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE: 'An ELEMENT_VALUE_MATCH_RULE needs `params.element`: the name of another element.',
  INVALID_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE:
    'An ELEMENT_VALUE_MATCH_RULE `params.element` must name another element already created in the container.',

  // Container (widget §8 in docs/spec-coverage.md).
  EMPTY_CONTAINER_TYPE: 'The container type is empty: pass COLLECT or COMPOSABLE.',
  INVALID_CONTAINER_TYPE: 'The container type is unknown: pass COLLECT or COMPOSABLE.',
  MISSING_COMPOSABLE_CONTAINER_OPTIONS: 'A COMPOSABLE container needs options with a `layout`, e.g. { layout: [2, 1] }.',
  INVALID_COMPOSABLE_CONTAINER_OPTIONS: 'Composable container options must be an object with a `layout` array.',
  MISSING_LAYOUT_KEY: 'Composable container options have no `layout`: add the number of elements per row, e.g. [2, 1].',
  INVALID_LAYOUT_TYPE: '`layout` must be an array of whole numbers, one per row.',
  EMPTY_LAYOUT_ARRAY: '`layout` is empty: give at least one row.',
  NEGATIVE_VALUE_IN_LAYOUT: '`layout` has a negative row size: every row holds zero or more elements.',
  LAYOUT_SUM_MISMATCH: 'The `layout` row sizes must add up to the number of elements created in the container.',
  DUPLICATE_ELEMENT: 'Two elements of the container have the same name: element names must be unique.',
  // Card form custom layout (widget §5 in docs/spec-coverage.md).
  INVALID_CARD_FORM_LAYOUT: 'The card form `layout` must be a non-empty array of field types, e.g. ["CARD_NUMBER", "EXPIRATION_DATE", "CVV", "CARDHOLDER_NAME"].',
  UNKNOWN_CARD_FORM_FIELD_TYPE:
    'The card form `layout` names an unknown field type: use CARDHOLDER_NAME, CARD_NUMBER, EXPIRATION_DATE, EXPIRATION_MONTH, EXPIRATION_YEAR or CVV.',
  DUPLICATE_CARD_FORM_FIELD_TYPE: 'The card form `layout` names a field type twice: each field appears once.',
  INCOMPLETE_CARD_FORM_LAYOUT:
    'The card form `layout` must hold CARDHOLDER_NAME, CARD_NUMBER, CVV and either EXPIRATION_DATE or both EXPIRATION_MONTH and EXPIRATION_YEAR.',
  ELEMENTS_NOT_MOUNTED: 'Not every element is mounted: mount all elements (or the container) before validate or collect.',
  INVALID_EVENT_TYPE: 'Unknown element event: use CHANGE, READY, FOCUS, BLUR, ESCAPE, CLICK, ERROR, SUCCESS, SUBMIT, CREATED, MOUNTED or HEIGHT.',
  INVALID_EVENT_HANDLER: 'The event handler must be a function.',
  EMPTY_ELEMENT_IN_MOUNT: 'mount() was called without a target: pass a CSS selector or a DOM element.',
  INVALID_ELEMENT_IN_MOUNT: 'mount() needs a CSS selector string or a DOM element.',
  INVALID_ELEMENT_SELECTOR: 'The mount selector is not a valid CSS selector.',
  PARENT_ELEMENT_MISSING: 'No element on the page matches the mount selector: add it before mounting.',
  CONTAINER_MOUNT_FAILED: 'Mounting failed while rendering into the target; see `cause`.',
  MISSING_UI_ELEMENT: 'The element was unmounted for good or never belonged to this container: create it again.',
  COLLECT_ELEMENT_CREATION_FAILED: 'Creating the collect element failed unexpectedly; see `cause`.',
  COLLECT_FAILED: 'Collect failed unexpectedly; see `cause`.',
  INVALID_ELEMENT_VALUES: 'Some elements are invalid: validate shows which; collect sends nothing until all are valid.',
  SET_VALUE_DISABLED_IN_PROD: 'Getting or setting element values is disabled in PROD; use the DEV environment for tests.',

  // Container configuration, bearer token and vault (widget §5, §7, §8 in docs/spec-coverage.md).
  INVALID_VAULT_URL: 'The vault URL must be a non-empty http(s) URL.',
  INVALID_CUSTOM_ELEMENTS_URL: 'The custom elements URL must start with https.',
  BEARER_TOKEN_MISSING: 'No `getBearerToken` function is configured: pass one that resolves to a vault JWT.',
  INVALID_BEARER_TOKEN: '`getBearerToken` failed or returned a token that is not a JWT with an `exp` in the future.',
  INVALID_VAULT_TOKEN: 'The vault rejected the bearer token as invalid or expired.',
  VAULT_NETWORK_ERROR: 'The vault answered with an error status; the message carries its description and request id.',
  VAULT_CONNECTION_ERROR: 'The vault could not be reached (network failure or blocked request).',
} as const satisfies Record<string, string>;

export const COLLECT_ERROR_CODES = Object.keys(COLLECT_ERRORS) as CollectErrorCode[];

/** The error's message with its code's description: what the vault frame reports. */
export const describeCollectError = (error: CollectError): string => `${error.message}: ${COLLECT_ERRORS[error.code]}`;
