/**
 * Form controls for one step of the scenario editor, read from the scenario's JSON Schema
 * (/qa/api/scenario-schema, issue 28): an object's properties become fields, a union of objects a
 * choice of its variants (by their constant `kind`, `source` or `widgetEvent`), an enum or a union
 * of constants a select, an array of an enum a set of checkboxes. Every control carries the dotted
 * path of its value (`data-path`), so validation names the same field the control shows.
 */
import { esc } from '../format';

/** The JSON Schema subset z.toJSONSchema writes for the scenario schema. */
export interface Node {
  readonly type?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, Node>>;
  readonly required?: readonly string[];
  readonly oneOf?: readonly Node[];
  readonly anyOf?: readonly Node[];
  readonly enum?: readonly (string | number)[];
  readonly const?: string | number | boolean;
  readonly items?: Node;
  readonly prefixItems?: readonly Node[];
  readonly minimum?: number;
  readonly maximum?: number;
}

type Json = unknown;

const variantsOf = (node: Node): readonly Node[] | undefined => node.oneOf ?? node.anyOf;

/** The property whose constant tells a union's variants apart, and each variant's constant. */
export function discriminator(variants: readonly Node[]): string | undefined {
  const first = variants[0]?.properties;
  if (!first) return undefined;
  return Object.keys(first).find((key) => variants.every((v) => v.properties?.[key]?.const !== undefined));
}

/** A union of constants (`401 | 403 | …`) as its values, or undefined. */
function constants(node: Node): readonly (string | number)[] | undefined {
  if (node.enum) return node.enum;
  const variants = variantsOf(node);
  if (variants?.every((v) => v.const !== undefined && typeof v.const !== 'boolean')) return variants.map((v) => v.const as string | number);
  return undefined;
}

/** The variant of a union a value is, by its discriminator (the first when none matches). */
export function variantOf(node: Node, value: Json): Node | undefined {
  const variants = variantsOf(node);
  if (!variants) return undefined;
  const key = discriminator(variants);
  const own = key && typeof value === 'object' && value !== null ? (value as Record<string, Json>)[key] : undefined;
  return variants.find((v) => key && v.properties?.[key]?.const === own) ?? variants[0];
}

/** A fresh value for a node: a variant's constants and the first choice of each required field. */
export function emptyValue(node: Node): Json {
  const variant = variantOf(node, undefined);
  if (variant) return emptyValue(variant);
  if (node.const !== undefined) return node.const;
  const consts = constants(node);
  if (consts) return consts[0];
  if (node.type === 'object') {
    const out: Record<string, Json> = {};
    for (const key of node.required ?? []) if (node.properties?.[key]) out[key] = emptyValue(node.properties[key]);
    return out;
  }
  if (node.type === 'array') return [];
  if (node.type === 'boolean') return false;
  if (node.type === 'integer' || node.type === 'number') return node.minimum ?? 0;
  return '';
}

const label = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const fieldId = (path: string) => `f-${path.replace(/[^a-zA-Z0-9]/g, '-')}`;
const errorSlot = (path: string) => `<span class="field-error" id="${esc(fieldId(path))}-error" data-error-for="${esc(path)}" hidden></span>`;

function optionList(values: readonly (string | number)[], selected: Json, optional: boolean): string {
  const none = optional ? `<option value=""${selected === undefined ? ' selected' : ''}>(not set)</option>` : '';
  return none + values.map((v) => `<option value="${esc(v)}"${v === selected ? ' selected' : ''}>${esc(v)}</option>`).join('');
}

/** Controls for the fields of one object node, its value at `path`. */
export function fieldsHtml(node: Node, value: Json, path: string): string {
  const variant = variantOf(node, value);
  if (variant) {
    const variants = variantsOf(node) ?? [];
    const key = discriminator(variants) ?? 'kind';
    const current = variant.properties?.[key]?.const;
    const id = fieldId(`${path}.${key}`);
    const choice = `<div class="field"><label for="${esc(id)}">${esc(label(key))}</label><select id="${esc(id)}" data-path="${esc(`${path}.${key}`)}" data-variant="${esc(path)}">${variants
      .map((v) => {
        const c = v.properties?.[key]?.const;
        return `<option value="${esc(c)}"${c === current ? ' selected' : ''}>${esc(v.description ? `${String(c)}: ${v.description}` : c)}</option>`;
      })
      .join('')}</select></div>`;
    return choice + fieldsHtml({ ...variant, properties: Object.fromEntries(Object.entries(variant.properties ?? {}).filter(([k]) => k !== key)) }, value, path);
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, Json>;
  return Object.entries(node.properties ?? {})
    .map(([key, child]) => controlHtml(child, record[key], `${path}.${key}`, key, !(node.required ?? []).includes(key)))
    .join('');
}

function controlHtml(node: Node, value: Json, path: string, key: string, optional: boolean): string {
  const id = fieldId(path);
  const hint = node.description ? `<small id="${esc(id)}-hint">${esc(node.description)}</small>` : '';
  const described = `aria-describedby="${esc(id)}-error${node.description ? ` ${esc(id)}-hint` : ''}"`;
  const name = `${esc(label(key))}${optional ? ' <em>(optional)</em>' : ''}`;
  const head = `<label for="${esc(id)}">${name}</label>`;
  if (typeof node.const === 'boolean') {
    // A value the step fixes (a failed payment creates no subscription): shown as it is saved, not changeable.
    return `<div class="field check"><input type="checkbox" id="${esc(id)}" data-path="${esc(path)}" disabled${node.const ? ' checked' : ''} ${described}>${head}${hint}${errorSlot(path)}</div>`;
  }
  if (node.const !== undefined) {
    return `<div class="field check"><input type="checkbox" id="${esc(id)}" data-path="${esc(path)}" data-const="${esc(JSON.stringify(node.const))}"${value === node.const ? ' checked' : ''} ${described}>${head}${hint}${errorSlot(path)}</div>`;
  }
  const consts = constants(node);
  if (consts) {
    const numeric = consts.every((c) => typeof c === 'number');
    return `<div class="field">${head}<select id="${esc(id)}" data-path="${esc(path)}"${numeric ? ' data-number' : ''}${optional ? ' data-optional' : ''} ${described}>${optionList(consts, value, optional)}</select>${hint}${errorSlot(path)}</div>`;
  }
  if (node.type === 'array' && node.items && constants(node.items)) {
    const chosen = new Set(Array.isArray(value) ? value : []);
    const boxes = (constants(node.items) ?? [])
      .map((c) => `<label class="check"><input type="checkbox" data-path="${esc(path)}" data-member="${esc(c)}"${chosen.has(c) ? ' checked' : ''}>${esc(c)}</label>`)
      .join('');
    return `<fieldset class="field" id="${esc(id)}" ${described}><legend>${name}</legend><div class="checks">${boxes}</div>${hint}${errorSlot(path)}</fieldset>`;
  }
  if (node.type === 'boolean') {
    return `<div class="field check"><input type="checkbox" id="${esc(id)}" data-path="${esc(path)}" data-boolean${value === true ? ' checked' : ''} ${described}>${head}${hint}${errorSlot(path)}</div>`;
  }
  if (node.type === 'object' || variantsOf(node)) {
    return `<fieldset class="field group"><legend>${name}</legend>${fieldsHtml(node, value ?? emptyValue(node), path)}${errorSlot(path)}</fieldset>`;
  }
  const numeric = node.type === 'integer' || node.type === 'number';
  const attrs = numeric ? `type="number" inputmode="numeric"${node.minimum !== undefined ? ` min="${node.minimum}"` : ''}${node.maximum !== undefined ? ` max="${node.maximum}"` : ''} data-number` : 'type="text"';
  return `<div class="field">${head}<input ${attrs} id="${esc(id)}" data-path="${esc(path)}"${optional ? ' data-optional' : ''} value="${esc(value ?? '')}" ${described}>${hint}${errorSlot(path)}</div>`;
}

/** Where a control's value goes: the value it shows, or undefined for an optional field left empty. */
export function controlValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, current: Json): Json {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') {
    if (el.dataset.member !== undefined) {
      const member = el.dataset.member;
      const list = Array.isArray(current) ? current.filter((m) => m !== member) : [];
      return el.checked ? [...list, member] : list;
    }
    if (el.dataset.const !== undefined) return el.checked ? (JSON.parse(el.dataset.const) as Json) : undefined;
    return el.checked ? true : el.dataset.boolean !== undefined && !el.checked ? false : undefined;
  }
  if (el.value === '' && el.dataset.optional !== undefined) return undefined;
  if (el.dataset.number !== undefined) return el.value === '' ? undefined : Number(el.value);
  return el.value;
}

/** Sets (or, for undefined, removes) the value at a dotted path, creating objects and arrays on the way. */
export function setAt(root: Record<string, Json>, path: string, value: Json): void {
  const keys = path.split('.');
  let at: Record<string, Json> | Json[] = root;
  keys.slice(0, -1).forEach((key, i) => {
    const container = at as Record<string, Json>;
    if (typeof container[key] !== 'object' || container[key] === null) container[key] = /^\d+$/.test(keys[i + 1] ?? '') ? [] : {};
    at = container[key] as Record<string, Json>;
  });
  const last = keys.at(-1) ?? '';
  if (value === undefined) delete (at as Record<string, Json>)[last];
  else (at as Record<string, Json>)[last] = value;
}

export function getAt(root: Json, path: string): Json {
  return path.split('.').reduce<Json>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, Json>)[key] : undefined), root);
}
