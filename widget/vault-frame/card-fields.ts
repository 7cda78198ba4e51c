/**
 * The card fields: one collect container (widget/collect, the property-tested model) holds their
 * value, focus, touched state and validity; this module only draws them and feeds typing into it.
 */
import type { Logger } from '../logger';
import { warningMessage } from '../collect/collect-warnings';
import { cvvLength } from '../card/fields';
import type { Environment } from '../constants';
import { CollectContainer, type CollectElement } from '../collect/collect-container';
import type { ElementOptions } from '../collect/element-options';
import { fieldSpecs, NETWORK_LABELS, reformat, rowSizes } from './field-specs';
import { buildField, type CardField } from './field-dom';
import type { CardElementType, ElementState, FrameConfig } from './protocol';
import { TOKENIZE_PATH } from './vault-url';

export interface CardFieldsDeps {
  readonly document: Document;
  readonly fetch: typeof fetch;
  readonly config: FrameConfig;
  readonly environment: Environment;
  /** The frame's own configured vault. */
  readonly vaultUrl: string;
  /** The bearer token of the tokenization under way (the host sends one with each request). */
  readonly bearerToken: () => string;
  /** Called after every change of a field's state. */
  readonly onChange: () => void;
  /** Where the container draws the field rows when it mounts. */
  readonly target: HTMLDivElement;
  /** The frame's logger: the collect container's warnings go to it. */
  readonly logger: Logger;
}

export interface CardFields {
  readonly container: CollectContainer;
  readonly elements: ReadonlyMap<CardElementType, CollectElement>;
  /** Each field's state as the host may see it: booleans only. */
  states(): Partial<Record<CardElementType, ElementState>>;
  /** Shows each field's error when touched and invalid, and the network badge. */
  render(): void;
  /** Mounts the container: it checks the layout against its elements and draws the rows into the target. */
  mount(): void;
  /** DEV: sets a field as if typed (the container refuses in PROD). */
  setValue(type: CardElementType, value: string): void;
}

export function createCardFields(deps: CardFieldsDeps): CardFields {
  const { config, document: doc } = deps;
  const specs = fieldSpecs(config);
  const container = new CollectContainer({
    type: 'COMPOSABLE',
    options: { layout: rowSizes(config.layout, specs) },
    vaultUrl: deps.vaultUrl,
    collectPath: TOKENIZE_PATH,
    getBearerToken: deps.bearerToken,
    host: { querySelector: () => null, render: (_target, rows) => deps.target.append(...rows.map(drawRow)) },
    // The tokenize call loads after the form is drawn (see preloadTokenize): it is needed only at Pay.
    transport: async (call) => (await import('./vault-tokenize')).tokenizeTransport(deps.fetch, config)(call),
    environment: deps.environment,
    onWarning: (warning) => deps.logger.warn(warningMessage(warning)),
  });
  const brand = doc.createElement('span');
  brand.className = 'vf-brand';
  brand.hidden = true;
  const fields = new Map<CardElementType, CardField>();
  const elements = new Map<CardElementType, CollectElement>();
  const network = () => container.cardNumberSummary().network;

  function drawRow(names: readonly string[]): HTMLDivElement {
    const div = doc.createElement('div');
    div.className = `vf-row vf-row--${names.length}`;
    for (const name of names) {
      const field = fields.get(name as CardElementType);
      if (field) div.append(field.wrapper);
    }
    return div;
  }

  for (const type of config.layout) {
    const format = type === 'EXPIRATION_DATE' ? config.expiryFormat : type === 'EXPIRATION_YEAR' ? config.yearFormat : undefined;
    const spec = specs[type];
    const options: ElementOptions = { type, name: type, table: 'cards', column: spec.key, required: true, ...(format ? { format } : {}) };
    const element = container.create(options);
    const withBrand = type === 'CARD_NUMBER' && config.enableCardIcon;
    const field = buildField(doc, spec, config.required, withBrand ? brand : null);
    if (type === 'CARD_NUMBER' && !withBrand) field.wrapper.classList.add('vf-number--no-icon');
    const { input } = field;
    input.addEventListener('input', () => {
      input.value = reformat(type, input.value, config, network());
      element.input(input.value);
    });
    input.addEventListener('focus', () => element.focus());
    input.addEventListener('blur', () => element.blur());
    for (const event of ['CHANGE', 'FOCUS', 'BLUR'] as const) element.on(event, deps.onChange);
    fields.set(type, field);
    elements.set(type, element);
  }

  return {
    container,
    elements,
    states: () => {
      const out: Partial<Record<CardElementType, ElementState>> = {};
      for (const [type, element] of elements) {
        // Only the booleans cross the message bus: the value stays in the frame, whatever the environment.
        const { isEmpty, isComplete, isValid, isFocused, isRequired } = element.getState();
        out[type] = { isEmpty, isComplete, isValid, isFocused, isRequired };
      }
      return out;
    },
    render: () => {
      for (const [type, element] of elements) {
        const field = fields.get(type);
        if (!field) continue;
        const state = element.getState();
        const show = element.isTouched() && !state.isValid && (!state.isEmpty || !state.isFocused);
        field.error.textContent = show ? specs[type].error : '';
        field.input.setAttribute('aria-invalid', String(show));
      }
      const current = network();
      brand.hidden = current === null;
      brand.textContent = current ? NETWORK_LABELS[current] : '';
      const cvv = fields.get('CVV');
      if (cvv) cvv.input.maxLength = cvvLength(current);
    },
    mount: () => container.mount(deps.target),
    setValue: (type, value) => {
      const field = fields.get(type);
      const element = elements.get(type);
      if (!field || !element) return;
      const shown = reformat(type, value, config, network());
      element.setValue(shown);
      field.input.value = shown;
    },
  };
}
