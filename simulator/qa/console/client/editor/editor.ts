/**
 * The QA console's scenario editor (issue 28, README "Scenario editor"): a scenario built without
 * code as a list of steps, each step's options from the scenario's JSON Schema, checked as QA types
 * by the same zod schema the API uses, saved through /qa/api/scenarios/{id}, tried in the funnel
 * with ?scenario=, and exported as a file for scenarios/.
 */
import { fieldErrors, scenarioIssueText, ScenarioSchema, type FieldError } from '../../../../../scenarios/schema';
import { esc } from '../format';
import { controlValue, emptyValue, fieldsHtml, getAt, setAt, variantOf, type Node } from './schema-form';
import { BLANK, STEP_KINDS, type StepKind } from './steps';

type Draft = Record<string, unknown>;

interface Listed {
  readonly id: string;
  readonly title: string;
  readonly builtIn: boolean;
}

const clone = <T>(value: T): T => structuredClone(value);

export class ScenarioEditor {
  private draft: Draft = clone(BLANK);
  /** The saved scenario being changed (PUT), or null for a new one (POST). */
  private editing: string | null = null;
  private errors: FieldError[] = [];
  /** Fields QA has changed or left: their errors show; the others' only once a save was tried. */
  private readonly touched = new Set<string>();
  private submitted = false;
  private listed: Listed[] = [];

  constructor(
    private readonly root: HTMLElement,
    private readonly schema: Node,
    private readonly funnelUrl: string,
  ) {
    root.addEventListener('input', (event) => this.onInput(event));
    root.addEventListener('change', (event) => this.onInput(event));
    root.addEventListener('click', (event) => this.onClick(event));
    root.addEventListener('focusout', (event) => {
      const path = event.target instanceof HTMLElement ? event.target.dataset.path : undefined;
      if (path === undefined || this.touched.has(path)) return;
      this.touched.add(path);
      this.showErrors(false);
    });
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.save();
    });
  }

  async start(): Promise<void> {
    await this.loadList();
    this.render();
  }

  private async loadList(): Promise<void> {
    const res = await fetch('/qa/api/scenarios', { headers: { Accept: 'application/json' } });
    if (res.ok) this.listed = (await res.json()) as Listed[];
  }

  private el<T extends HTMLElement>(selector: string): T | null {
    return this.root.querySelector<T>(selector);
  }

  private render(): void {
    const top: Node = { properties: { id: prop(this.schema, 'id'), title: prop(this.schema, 'title'), description: prop(this.schema, 'description'), method: prop(this.schema, 'method') }, required: ['id', 'title', 'description'] };
    const saved = this.editing !== null;
    this.root.innerHTML = `
      <div class="editor-bar">
        <div class="field inline"><label for="editor-from">Start from</label><select id="editor-from"><option value="">A new scenario</option>${this.listed
          .map((s) => `<option value="${esc(s.id)}">${esc(s.builtIn ? `${s.id} (built-in: a copy)` : `${s.id} (saved: change it)`)}</option>`)
          .join('')}</select></div>
      </div>
      <form id="editor-form" novalidate aria-describedby="editor-errors">
        <div class="editor-top">${fieldsHtml(top, this.draft, '').replaceAll('data-path=".', 'data-path="').replaceAll('data-error-for=".', 'data-error-for="')}</div>
        <h3 class="steps-h">Steps</h3>
        <ol class="steps">${STEP_KINDS.flatMap((kind) => this.stepItems(kind)).join('')}</ol>
        <div class="editor-add">
          <div class="field inline"><label for="editor-add-kind">Add a step</label><select id="editor-add-kind">${STEP_KINDS.filter((k) => k.many || !k.required)
            .map((k) => `<option value="${esc(k.key)}"${!k.many && getAt(this.draft, k.path) !== undefined ? ' disabled' : ''}>${esc(k.label)}</option>`)
            .join('')}</select></div>
          <button type="button" class="button" data-action="add">Add step</button>
        </div>
        <div id="editor-errors" class="editor-errors" role="status"></div>
        <div class="actions">
          <button type="submit" class="button primary">${saved ? 'Save changes' : 'Save scenario'}</button>
          <a class="button" id="editor-try" target="_blank" rel="noopener" hidden>Try it<span class="sr-only"> (opens the funnel in a new tab)</span></a>
          <a class="button" id="editor-export" download hidden>Export file</a>
          <span id="editor-saved" class="muted" role="status"></span>
        </div>
      </form>`;
    this.validate();
    this.showLinks();
  }

  private stepItems(kind: StepKind): string[] {
    const node = kind.node(this.schema);
    const value = getAt(this.draft, kind.path);
    if (!node || value === undefined) return [];
    const item = (title: string, path: string, itemValue: unknown, index: number | null) => {
      const removable = !kind.required || (kind.many && Array.isArray(value) && value.length > 1);
      const tools = [
        index !== null && index > 0 ? `<button type="button" class="button small" data-action="up" data-step="${esc(kind.key)}" data-index="${index}">Move up<span class="sr-only"> ${esc(title)}</span></button>` : '',
        removable ? `<button type="button" class="button small" data-action="remove" data-step="${esc(kind.key)}" data-index="${index ?? ''}">Remove<span class="sr-only"> ${esc(title)}</span></button>` : '',
      ].join('');
      return `<li class="step" data-step="${esc(kind.key)}"><div class="step-head"><h4>${esc(title)}</h4><div class="tools">${tools}</div></div><div class="step-fields">${fieldsHtml(node, itemValue, path)}</div></li>`;
    };
    if (!kind.many) return [item(kind.label, kind.path, value, null)];
    const list = Array.isArray(value) ? value : [];
    const items = list.map((v, i) => item(`${kind.label} ${i + 1}${kind.key === 'poll' && i === list.length - 1 ? ' (repeats)' : ''}`, `${kind.path}.${i}`, v, i));
    if (kind.key === 'renewal') {
      const endNode = prop(prop(this.schema, 'renewal'), 'expect');
      if (endNode.type) items.push(`<li class="step" data-step="renewal-end"><div class="step-head"><h4>Renewal end</h4></div><div class="step-fields">${fieldsHtml({ properties: { expect: endNode }, required: ['expect'] }, getAt(this.draft, 'renewal'), 'renewal')}</div></li>`);
    }
    return items;
  }

  private onInput(event: Event): void {
    const el = event.target;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) return;
    if (el.id === 'editor-from') {
      if (event.type === 'change') this.startFrom(el.value);
      return;
    }
    const path = el.dataset.path;
    if (path === undefined) return;
    if (el.dataset.variant !== undefined) {
      if (event.type !== 'change') return;
      // Another variant: its own fields, with their first values.
      const owner = el.dataset.variant;
      const node = this.nodeAt(owner);
      const key = path.slice(owner.length + 1);
      const chosen = node ? (node.oneOf ?? node.anyOf ?? []).find((v) => String(v.properties?.[key]?.const) === el.value) : undefined;
      if (chosen) setAt(this.draft, owner, emptyValue(chosen));
      this.render();
      this.root.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.focus();
      return;
    }
    setAt(this.draft, path, controlValue(el, getAt(this.draft, path)));
    this.touched.add(path);
    this.validate();
  }

  /** The schema node of a step's value path (for a variant switch). */
  private nodeAt(path: string): Node | undefined {
    for (const kind of STEP_KINDS) {
      if (path === kind.path || new RegExp(`^${kind.path.replace('.', '\\.')}\\.\\d+$`).test(path)) return kind.node(this.schema);
    }
    const parts = path.split('.');
    let node: Node | undefined = this.schema;
    for (const part of parts) node = /^\d+$/.test(part) ? (node?.items ?? node?.prefixItems?.[0]) : (variantOf(node ?? {}, undefined) ?? node)?.properties?.[part];
    return node;
  }

  private onClick(event: Event): void {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-action]') : null;
    if (!button) return;
    const kind = STEP_KINDS.find((k) => k.key === (button.dataset.step ?? (this.el<HTMLSelectElement>('#editor-add-kind')?.value ?? '')));
    if (!kind) return;
    const node = kind.node(this.schema);
    const index = Number(button.dataset.index);
    const list = getAt(this.draft, kind.path);
    switch (button.dataset.action) {
      case 'add':
        if (!node) return;
        if (kind.many) {
          setAt(this.draft, kind.path, [...(Array.isArray(list) ? list : []), emptyValue(node)]);
          if (kind.key === 'renewal' && getAt(this.draft, 'renewal.expect') === undefined) setAt(this.draft, 'renewal.expect', 'renewed');
        } else setAt(this.draft, kind.path, emptyValue(node));
        break;
      case 'remove':
        if (kind.many && Array.isArray(list)) {
          const rest = list.filter((_v, i) => i !== index);
          if (rest.length === 0) setAt(this.draft, kind.key === 'renewal' ? 'renewal' : kind.path, undefined);
          else setAt(this.draft, kind.path, rest);
        } else setAt(this.draft, kind.path, undefined);
        break;
      case 'up':
        if (Array.isArray(list) && index > 0) {
          const moved = [...list];
          [moved[index - 1], moved[index]] = [moved[index], moved[index - 1]];
          setAt(this.draft, kind.path, moved);
        }
        break;
      default:
        return;
    }
    this.render();
  }

  private startFrom(id: string): void {
    this.touched.clear();
    this.submitted = false;
    const found = this.listed.find((s) => s.id === id) as (Listed & Draft) | undefined;
    if (!found) {
      this.draft = clone(BLANK);
      this.editing = null;
    } else {
      const { builtIn: _b, updatedAt: _u, summary: _s, ...scenario } = found as Draft;
      this.draft = clone(scenario);
      this.editing = found.builtIn ? null : found.id;
      if (found.builtIn) this.draft.id = `${found.id}-copy`;
    }
    this.render();
  }

  /** Checks the draft with the API's own schema and shows every wrong field beside its control and in the list. */
  private validate(): boolean {
    const parsed = ScenarioSchema.safeParse(this.draft, { error: scenarioIssueText });
    this.errors = parsed.success ? [] : fieldErrors(parsed.error);
    this.showErrors(false);
    return parsed.success;
  }

  /** The errors QA should see now: a field's once it was touched, every one once a save was tried. */
  private shown(): FieldError[] {
    return this.submitted ? this.errors : this.errors.filter((e) => [...this.touched].some((path) => e.field === path || e.field.startsWith(`${path}.`)));
  }

  private showErrors(refused: boolean): void {
    const errors = this.shown();
    for (const slot of this.root.querySelectorAll<HTMLElement>('[data-error-for]')) {
      const error = errors.find((e) => e.field === slot.dataset.errorFor);
      slot.hidden = !error;
      slot.textContent = error?.message ?? '';
      const control = this.root.querySelector<HTMLElement>(`[data-path="${CSS.escape(slot.dataset.errorFor ?? '')}"]`);
      control?.toggleAttribute('aria-invalid', Boolean(error));
    }
    const box = this.el<HTMLElement>('#editor-errors');
    if (!box) return;
    box.setAttribute('role', refused ? 'alert' : 'status');
    box.innerHTML = errors.length
      ? `<p>${refused ? 'Not saved: fix' : 'To fix'} ${errors.length === 1 ? 'this field' : `these ${errors.length} fields`}:</p><ul>${errors
          .map((e) => `<li><code>${esc(e.field)}</code>: ${esc(e.message)}</li>`)
          .join('')}</ul>`
      : '';
  }

  private async save(): Promise<void> {
    const saved = this.el<HTMLElement>('#editor-saved');
    this.submitted = true;
    if (!this.validate()) {
      this.showErrors(true);
      if (saved) saved.textContent = '';
      return;
    }
    const id = String(this.draft.id);
    const res = await fetch(`/qa/api/scenarios/${encodeURIComponent(id)}`, {
      method: this.editing === id ? 'PUT' : 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(this.draft),
    });
    if (!res.ok) {
      const problem = (await res.json().catch(() => ({}))) as { detail?: string; errors?: FieldError[]; field?: string };
      this.errors = problem.errors ?? [{ field: problem.field ?? '(scenario)', message: problem.detail ?? `the simulator answered ${res.status}` }];
      this.showErrors(true);
      return;
    }
    this.editing = id;
    await this.loadList();
    this.render();
    const after = this.el<HTMLElement>('#editor-saved');
    if (after) after.textContent = `Saved “${id}”.`;
  }

  private showLinks(): void {
    const id = this.editing;
    const tryIt = this.el<HTMLAnchorElement>('#editor-try');
    const exported = this.el<HTMLAnchorElement>('#editor-export');
    if (!tryIt || !exported) return;
    tryIt.hidden = exported.hidden = id === null;
    if (id === null) return;
    tryIt.href = `${this.funnelUrl}?scenario=${encodeURIComponent(id)}`;
    exported.href = `/qa/api/scenarios/${encodeURIComponent(id)}/export`;
  }
}

function prop(node: Node, key: string): Node {
  return node.properties?.[key] ?? {};
}
