/**
 * Setup of the DOM test files that share their worker's modules and jsdom window (vitest.config.ts,
 * project unit-dom): each file starts from an empty document at the window's first URL, with empty
 * storage, as it would in a window of its own, and what a test rendered is unmounted after it.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

const FIRST_URL = window.location.href;

beforeAll(() => {
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', FIRST_URL);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => cleanup());
