// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { atom } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../../test-support/app-routes';
import { WordGame } from './WordGame';

const DICTIONARY = { answers: ['slate'], guesses: new Set(['slate', 'crane']) };

beforeEach(() => localStorage.clear());

// Signed out, without Firebase: the page's header and the score record read only this.
vi.mock('../../../lib/auth/auth-atoms', async (importOriginal) => ({ ...(await importOriginal<object>()), authStateAtom: atom(() => ({ status: 'signed-out', reason: null })) }));

describe('Word in a right-to-left page (issue 44)', () => {
  it('keeps its board and QWERTY keyboard left to right in Arabic: a typed CRANE reads CRANE, the keys run Q to P, the page’s texts are Arabic', async () => {
    await renderInLanguage(
      <Provider>
        <MemoryRouter initialEntries={['/webapp/games/word?lang=ar']}>
          <div dir="rtl">
            <WordGame dictionary={DICTIONARY} />
          </div>
        </MemoryRouter>
      </Provider>,
      'ar',
    );
    const board = await screen.findByRole('group', { name: 'المحاولات' });
    const keyboard = screen.getByRole('group', { name: 'لوحة المفاتيح' });
    expect([board.getAttribute('dir'), keyboard.getAttribute('dir')]).toEqual(['ltr', 'ltr']);
    for (const letter of 'crane') act(() => void fireEvent.keyDown(window, { key: letter }));
    const firstRow = screen.getByTestId('word-row-0');
    expect([...firstRow.querySelectorAll('.wd-tile')].map((tile) => tile.textContent).join('')).toBe('CRANE');
    expect(firstRow.getAttribute('aria-label')).toBe('المحاولة 1: \u2068CRANE\u2069');
    const firstKeys = within(keyboard).getAllByRole('button').slice(0, 10).map((key) => key.textContent);
    expect(firstKeys.join('')).toBe('QWERTYUIOP');
    expect(screen.getByText(/يجب استخدام التلميحات/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/before your first guess|Hard mode|Guesses/);
  });
});
