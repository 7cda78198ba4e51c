// @vitest-environment jsdom
/** The scenario editor against the real scenario schema: it shows what it saves, and speaks about a field only once QA has touched it or tried to save. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { declined } from '../../../../../scenarios/declined';
import { scenarioJsonSchema } from '../../../../../scenarios/schema';
import { ScenarioEditor } from './editor';
import type { Node } from './schema-form';

let root: HTMLElement;
const posted: { path: string; body: Record<string, unknown> }[] = [];

beforeEach(async () => {
  // jsdom has no CSS.escape; the editor's paths are dotted words, which need none.
  vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/["\\]/g, '\\$&') });
  posted.length = 0;
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    if (init?.method === 'POST' || init?.method === 'PUT') {
      posted.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return new Response('{}', { status: 201 });
    }
    return new Response(JSON.stringify([{ ...declined, builtIn: true }]), { status: 200 });
  });
  document.body.innerHTML = '<div id="editor"></div>';
  root = document.getElementById('editor') as HTMLElement;
  await new ScenarioEditor(root, scenarioJsonSchema() as Node, 'http://app.test/mindmetric/').start();
});

afterEach(() => vi.unstubAllGlobals());

const control = <T extends HTMLElement>(path: string) => root.querySelector<T>(`[data-path="${path}"]`) as T;
const visibleErrors = () => [...root.querySelectorAll<HTMLElement>('[data-error-for]')].filter((slot) => !slot.hidden).map((slot) => `${slot.dataset.errorFor}: ${slot.textContent}`);
const type = (path: string, value: string) => {
  const input = control<HTMLInputElement>(path);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the scenario editor', () => {
  it('starting from "declined" shows "Subscription created" unticked, as it saves it, and does not let it be ticked', async () => {
    const from = root.querySelector<HTMLSelectElement>('#editor-from') as HTMLSelectElement;
    from.value = 'declined';
    from.dispatchEvent(new Event('change', { bubbles: true }));
    const created = control<HTMLInputElement>('expect.subscriptionCreated');
    expect(created.checked).toBe(false);
    expect(created.disabled).toBe(true);
    root.querySelector<HTMLFormElement>('#editor-form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body.expect).toMatchObject({ widgetEvent: 'failure', subscriptionCreated: false });
    expect(posted[0]?.path).toBe('/qa/api/scenarios/declined-copy');
  });

  it('a success end shows "Subscription created" ticked, and QA may untick it', () => {
    const created = control<HTMLInputElement>('expect.subscriptionCreated');
    expect(created.checked).toBe(true);
    expect(created.disabled).toBe(false);
  });

  it('opens a blank form without a word about its empty fields, then names a field once it is touched, in plain words', () => {
    expect(visibleErrors()).toEqual([]);
    expect(root.querySelector('#editor-errors')?.textContent).toBe('');
    type('id', 'x');
    expect(visibleErrors()).toEqual(['id: needs at least 2 characters']);
    expect(root.querySelector('#editor-errors')?.textContent).toContain('To fix this field');
    control('title').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(visibleErrors()).toEqual(['id: needs at least 2 characters', 'title: is required (at least 3 characters)']);
  });

  it('names every wrong field once a save is tried, never in the validator’s own words', () => {
    root.querySelector<HTMLFormElement>('#editor-form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const list = root.querySelector('#editor-errors')?.textContent ?? '';
    expect(list).toContain('Not saved: fix these');
    expect(visibleErrors()).toEqual(['id: is required (at least 2 characters)', 'title: is required (at least 3 characters)', 'description: is required (at least 10 characters)']);
    expect(list).not.toMatch(/Too small|expected|Invalid input/);
    expect(posted).toEqual([]);
  });
});
