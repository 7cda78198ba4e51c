/** The installments dropdown of the card form (widget §2, §5 in docs/spec-coverage.md): shown once the host sends options. */
import { installmentLabel } from '../installments/installments';
import { text } from '../i18n/translator';
import { fieldShell } from './field-dom';
import type { InstallmentOption } from './protocol';

export interface InstallmentsSection {
  readonly element: HTMLDivElement;
  /** Shows the options (hidden when none), keeping the choice when it is still offered. */
  set(options: readonly InstallmentOption[]): void;
  selected(): InstallmentOption | null;
}

export function createInstallmentsSection(doc: Document, currency: string, onChange: () => void): InstallmentsSection {
  let options: readonly InstallmentOption[] = [];
  const shell = fieldShell(doc, 'vf-installments', text('cardForm.installmentsLabel'), false);
  shell.wrapper.className = 'vf-field vf-installments';
  shell.wrapper.hidden = true;
  const select = doc.createElement('select');
  Object.assign(select, { id: 'vf-installments', name: 'installments' });
  select.addEventListener('change', onChange);
  shell.control.append(select);
  return {
    element: shell.wrapper,
    set: (next) => {
      const previous = select.value;
      options = next;
      select.replaceChildren(new Option(text('cardForm.installmentsPlaceholder'), ''));
      for (const o of next) select.append(new Option(installmentLabel(o, currency), String(o.count)));
      select.value = next.some((o) => String(o.count) === previous) ? previous : '';
      shell.wrapper.hidden = next.length === 0;
      onChange();
    },
    selected: () => options.find((o) => String(o.count) === select.value) ?? null,
  };
}
