/**
 * Validation rules of collect elements (widget §3 and §5 in docs/spec-coverage.md): each rule is
 * { type, params }; regex match needs a regex that compiles, length match needs min or max,
 * element value match needs another element. Parsed once into a tagged union.
 */
import { assertNever } from './assert-never';
import { CollectError, errorOf, failed, parsed, type Parsed } from './collect-errors';
import { compilesAsRegex, isAbsent, isNonEmptyString, isRecord } from './guards';

const VALIDATION_RULE_TYPES = ['REGEX_MATCH_RULE', 'LENGTH_MATCH_RULE', 'ELEMENT_VALUE_MATCH_RULE'] as const;
type ValidationRuleType = (typeof VALIDATION_RULE_TYPES)[number];

export type ValidationRule =
  | { readonly type: 'REGEX_MATCH_RULE'; readonly regex: RegExp; readonly error: string | null }
  | { readonly type: 'LENGTH_MATCH_RULE'; readonly min: number | null; readonly max: number | null; readonly error: string | null }
  | { readonly type: 'ELEMENT_VALUE_MATCH_RULE'; readonly element: string; readonly error: string | null };

/** What a rule may refer to: the names of elements already created, and the element's own name. */
export interface RuleContext {
  readonly knownElements: ReadonlySet<string>;
  /** The element the rule belongs to; it cannot match itself. Default: none. */
  readonly self?: string | null;
}

const isRuleType = (value: unknown): value is ValidationRuleType =>
  typeof value === 'string' && (VALIDATION_RULE_TYPES as readonly string[]).includes(value);

/** A stateless copy: a /g or /y regex keeps `lastIndex` between `test` calls and would alternate. */
function statelessRegex(source: string | RegExp): RegExp {
  return source instanceof RegExp ? new RegExp(source.source, source.flags.replace(/[gy]/g, '')) : new RegExp(source);
}

const isLength = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** An element named by string, or an element handle with a `name` (what `container.create` returns). */
function elementName(value: unknown): string | null {
  if (isNonEmptyString(value)) return value;
  if (isRecord(value) && isNonEmptyString(value.name)) return value.name;
  return null;
}

/**
 * Parses one rule. Errors, first met first: INVALID_VALIDATION_RULE, MISSING_/INVALID_VALIDATION_RULE_TYPE,
 * MISSING_/INVALID_VALIDATION_RULE_PARAMS, then the type's own MISSING_/INVALID_ codes.
 *
 * @example parseValidationRule({ type: 'LENGTH_MATCH_RULE', params: { min: 2 } }, { knownElements: new Set() })
 */
export function parseValidationRule(input: unknown, context: RuleContext): Parsed<ValidationRule> {
  if (!isRecord(input)) return failed('INVALID_VALIDATION_RULE');
  if (isAbsent(input, 'type')) return failed('MISSING_VALIDATION_RULE_TYPE');
  const type = input.type;
  if (!isRuleType(type)) return failed('INVALID_VALIDATION_RULE_TYPE', `type ${JSON.stringify(type)}`);
  if (isAbsent(input, 'params')) return failed('MISSING_VALIDATION_RULE_PARAMS', type);
  const params = input.params;
  if (!isRecord(params)) return failed('INVALID_VALIDATION_RULE_PARAMS', type);
  if (!isAbsent(params, 'error') && typeof params.error !== 'string') return failed('INVALID_VALIDATION_RULE_PARAMS', `${type} error`);
  const error = typeof params.error === 'string' ? params.error : null;
  switch (type) {
    case 'REGEX_MATCH_RULE': {
      if (isAbsent(params, 'regex')) return failed('MISSING_REGEX_IN_REGEX_MATCH_RULE');
      const regex = params.regex;
      if (!(regex instanceof RegExp || typeof regex === 'string') || !compilesAsRegex(regex)) {
        return failed('INVALID_REGEX_IN_REGEX_MATCH_RULE');
      }
      return parsed({ type, regex: statelessRegex(regex), error });
    }
    case 'LENGTH_MATCH_RULE': {
      if (isAbsent(params, 'min') && isAbsent(params, 'max')) return failed('MISSING_MIN_AND_MAX_IN_LENGTH_MATCH_RULE');
      const { min, max } = params;
      if ((min !== undefined && !isLength(min)) || (max !== undefined && !isLength(max))) {
        return failed('INVALID_MIN_OR_MAX_IN_LENGTH_MATCH_RULE', 'not a non-negative integer');
      }
      if (isLength(min) && isLength(max) && min > max) return failed('INVALID_MIN_OR_MAX_IN_LENGTH_MATCH_RULE', 'min > max');
      return parsed({ type, min: isLength(min) ? min : null, max: isLength(max) ? max : null, error });
    }
    case 'ELEMENT_VALUE_MATCH_RULE': {
      if (isAbsent(params, 'element')) return failed('MISSING_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE');
      const element = elementName(params.element);
      if (element === null) return failed('INVALID_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE', 'not an element name');
      if (element === context.self || !context.knownElements.has(element)) {
        return failed('INVALID_ELEMENT_IN_ELEMENT_VALUE_MATCH_RULE', `no other element named "${element}"`);
      }
      return parsed({ type, element, error });
    }
    default:
      return assertNever(type);
  }
}

/** The error of `parseValidationRule`, or null when the rule is valid. */
export const checkValidationRule = (input: unknown, context: RuleContext): CollectError | null =>
  errorOf(parseValidationRule(input, context));

/** Parses an element's `validations` option: absent means no rules; otherwise an array of rules. */
export function parseValidations(input: unknown, context: RuleContext): Parsed<readonly ValidationRule[]> {
  if (input === undefined) return parsed([]);
  if (!Array.isArray(input)) return failed('INVALID_VALIDATIONS');
  const rules: ValidationRule[] = [];
  for (const [index, item] of input.entries()) {
    const rule = parseValidationRule(item, context);
    if (!rule.ok) return { ok: false, error: new CollectError(rule.error.code, `validations[${index}]${rule.error.detail ? `: ${rule.error.detail}` : ''}`) };
    rules.push(rule.value);
  }
  return parsed(rules);
}

/**
 * Whether `value` passes `rule`. `valueOf` gives another element's current value (undefined if
 * it has none); an element value match fails when the other element is unknown.
 */
export function passesRule(rule: ValidationRule, value: string, valueOf: (name: string) => string | undefined): boolean {
  switch (rule.type) {
    case 'REGEX_MATCH_RULE':
      return rule.regex.test(value);
    case 'LENGTH_MATCH_RULE':
      return (rule.min === null || value.length >= rule.min) && (rule.max === null || value.length <= rule.max);
    case 'ELEMENT_VALUE_MATCH_RULE': {
      const other = valueOf(rule.element);
      return other !== undefined && other === value;
    }
    default:
      return assertNever(rule);
  }
}

/** The first rule `value` fails, or null when it passes them all. */
export function firstFailedRule(
  rules: readonly ValidationRule[],
  value: string,
  valueOf: (name: string) => string | undefined,
): ValidationRule | null {
  return rules.find((rule) => !passesRule(rule, value, valueOf)) ?? null;
}
