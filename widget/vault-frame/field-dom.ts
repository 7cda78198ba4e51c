/** The DOM of one labelled field: label (with the required mark), control, error line. */
import type { FieldSpec } from './field-specs';

export interface FieldShell {
  readonly wrapper: HTMLDivElement;
  readonly control: HTMLDivElement;
  readonly error: HTMLParagraphElement;
}

export function fieldShell(doc: Document, id: string, labelText: string, required: boolean): FieldShell {
  const wrapper = doc.createElement('div');
  const label = doc.createElement('label');
  label.htmlFor = id;
  label.textContent = labelText;
  if (required) {
    const mark = doc.createElement('span');
    mark.className = 'vf-required';
    mark.textContent = ' *';
    mark.setAttribute('aria-hidden', 'true');
    label.append(mark);
  }
  const control = doc.createElement('div');
  control.className = 'vf-control';
  const error = doc.createElement('p');
  error.className = 'vf-error';
  error.id = `${id}-error`;
  error.setAttribute('aria-live', 'polite');
  wrapper.append(label, control, error);
  return { wrapper, control, error };
}

export interface CardField extends FieldShell {
  readonly input: HTMLInputElement;
}

/** A card field's input in its shell; the number field gets `brand` beside it when the card icon is on. */
export function buildField(doc: Document, spec: FieldSpec, required: boolean, brand: HTMLSpanElement | null): CardField {
  const id = `vf-${spec.key}`;
  const shell = fieldShell(doc, id, spec.label, required);
  shell.wrapper.className = `vf-field vf-${spec.key}`;
  const input = doc.createElement('input');
  Object.assign(input, { id, name: spec.key, type: 'text', autocomplete: spec.autocomplete, placeholder: spec.placeholder });
  input.inputMode = spec.inputMode;
  input.spellcheck = false;
  input.required = true;
  input.setAttribute('aria-describedby', shell.error.id);
  shell.control.append(input);
  if (brand) shell.control.append(brand);
  return { ...shell, input };
}
