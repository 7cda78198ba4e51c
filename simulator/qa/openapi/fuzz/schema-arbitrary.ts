/**
 * JSON Schema (the subset zod-openapi emits into GET /openapi.json) to fast-check arbitraries, and the
 * invalid variants of a valid value: a required field missing, a wrong type, a value outside an enum,
 * pattern or length, an unknown field where additionalProperties is false. Every value is confirmed
 * by ajv in document-fuzz.test.ts, so a gap in this mapping shows as fewer requests, never a wrong verdict.
 */
import fc from 'fast-check';

export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly minProperties?: number;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
}

// Long strings add nothing the length limits do not already test; keep generated values small.
const SPAN = 12;

function formatArbitrary(format: string | undefined): fc.Arbitrary<string> | null {
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default:
      return null;
  }
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
  const pattern = s.pattern ? new RegExp(s.pattern) : null;
  // A format's own generator first (a pattern beside it only narrows it), then the pattern, then any string.
  const formatted = formatArbitrary(s.format);
  if (formatted) return formatted.filter((v) => fits(v) && (!pattern || pattern.test(v)));
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  return fc.string({ minLength, maxLength: Math.min(s.maxLength ?? minLength + SPAN, minLength + SPAN) });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : Math.max(min, 0) + 1000);
  if (s.multipleOf) {
    const step = s.multipleOf;
    return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((k) => Number((k * step).toFixed(10)));
  }
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(s.properties ?? {});
  if (entries.length === 0) {
    const loose = s.additionalProperties !== false;
    return loose ? fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { minKeys: s.minProperties ?? 0, maxKeys: Math.max(3, s.minProperties ?? 0) }) : fc.constant({});
  }
  const record = fc.record(Object.fromEntries(entries.map(([k, v]) => [k, arbitraryOf(v)])), { requiredKeys: (s.required ?? []).filter((k) => s.properties?.[k]) });
  const minProperties = s.minProperties ?? 0;
  return minProperties > 0 ? record.filter((v) => Object.keys(v).length >= minProperties) : record;
}

/** An object schema with a branch's required fields and field constraints added. */
function narrowed(base: JsonSchema, branch: JsonSchema): JsonSchema {
  const properties = { ...base.properties };
  for (const [k, v] of Object.entries(branch.properties ?? {})) properties[k] = { ...properties[k], ...v };
  return { ...base, properties, required: [...(base.required ?? []), ...(branch.required ?? [])] };
}

/** Values the schema allows (mostly: ajv has the last word). */
export function arbitraryOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...base } = s;
    // An object schema beside its branches (zod-openapi's `.meta({ anyOf })`): each branch narrows the base's fields.
    if (base.properties) return fc.oneof(...branches.map((b) => objectArbitrary(narrowed(base, b))));
    return fc.oneof(...branches.map(arbitraryOf));
  }
  if (s.allOf) return fc.tuple(...s.allOf.map(arbitraryOf)).map((parts) => (parts.every((p) => p && typeof p === 'object' && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0]));
  if (Array.isArray(s.type)) return fc.oneof(...(s.type as string[]).map((type) => arbitraryOf({ ...s, type })));
  switch (s.type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(s.items ? arbitraryOf(s.items) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength: Math.min(s.maxItems ?? minLength + 3, minLength + 3) });
    }
    case 'object':
      return objectArbitrary(s);
    default:
      return s.properties ? objectArbitrary(s) : fc.jsonValue({ maxDepth: 1 });
  }
}

/** One way to break a value, with where and how, for the failure message. */
export interface Breakage {
  readonly how: string;
  readonly value: unknown;
}

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A value of another JSON type than the one given. */
const WRONG_TYPE: Readonly<Record<string, unknown>> = { string: 12345, number: 'not-a-number', boolean: 'not-a-boolean', object: ['not-an-object'], array: { not: 'an array' }, null: 'not-null' };

function breakHere(s: JsonSchema, v: unknown): Breakage[] {
  const out: Breakage[] = [{ how: 'wrong type', value: WRONG_TYPE[typeOf(v)] }];
  if (s.enum || 'const' in s) out.push({ how: 'outside the enum', value: 'not-a-listed-value' });
  if (typeof v === 'string') {
    if (s.maxLength !== undefined) out.push({ how: `longer than ${s.maxLength}`, value: 'x'.repeat(s.maxLength + 1) });
    if (s.minLength !== undefined && s.minLength > 0) out.push({ how: `shorter than ${s.minLength}`, value: '' });
    if (s.pattern) out.push({ how: `not matching ${s.pattern}`, value: '!! not matching !!' });
    if (s.format) out.push({ how: `not a ${s.format}`, value: 'not a valid value' });
  }
  if (typeof v === 'number') {
    if (s.maximum !== undefined) out.push({ how: `above ${s.maximum}`, value: s.maximum + 1 });
    if (s.minimum !== undefined) out.push({ how: `below ${s.minimum}`, value: s.minimum - 1 });
    if (s.type === 'integer') out.push({ how: 'not an integer', value: v + 0.5 });
  }
  if (Array.isArray(v)) {
    if (s.maxItems !== undefined) out.push({ how: `more than ${s.maxItems} items`, value: Array.from({ length: s.maxItems + 1 }, () => v[0] ?? null) });
    if (s.minItems !== undefined && s.minItems > 0) out.push({ how: `fewer than ${s.minItems} items`, value: [] });
  }
  return out;
}

/**
 * Every single-place breakage of a valid value: at the root and, following the value into the schema
 * (through the first anyOf/oneOf branch the caller's validator accepts), in each nested field and item.
 */
export function breakagesOf(s: JsonSchema, v: unknown, accepts: (branch: JsonSchema, value: unknown) => boolean, at = ''): Breakage[] {
  if (s.allOf) return s.allOf.flatMap((part) => breakagesOf(part, v, accepts, at));
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...base } = s;
    const branch = branches.find((b) => accepts(b, v));
    const here = base.properties ? breakagesOf(base, v, accepts, at) : breakHere(s, v).map((b) => ({ ...b, how: `${at || 'body'}: ${b.how}` }));
    return branch ? [...here, ...breakagesOf(branch, v, accepts, at)] : here;
  }
  const out = breakHere(s, v).map((b) => ({ how: `${at || 'body'}: ${b.how}`, value: b.value }));
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const obj = v as Record<string, unknown>;
    for (const key of s.required ?? []) {
      if (!(key in obj)) continue;
      const { [key]: _dropped, ...rest } = obj;
      out.push({ how: `${at || 'body'}: required ${key} missing`, value: rest });
    }
    if (s.additionalProperties === false) out.push({ how: `${at || 'body'}: unknown field`, value: { ...obj, unexpected_field: 1 } });
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      if (!(key in obj)) continue;
      for (const b of breakagesOf(child, obj[key], accepts, `${at}/${key}`)) out.push({ how: b.how, value: { ...obj, [key]: b.value } });
    }
  }
  if (Array.isArray(v) && s.items && v.length > 0) {
    for (const b of breakagesOf(s.items, v[0], accepts, `${at}/0`)) out.push({ how: b.how, value: [b.value, ...v.slice(1)] });
  }
  return out;
}
