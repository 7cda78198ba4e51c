import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from './LanguageSwitcher';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <LanguageSwitcher />
      <Search />
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Language' });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the footer’s language switcher (issue 33)', () => {
  it('puts the choice in the URL beside the other flags and remembers it', async () => {
    const select = renderAt('/?scenario=success');
    expect(select).toHaveProperty('value', 'en');
    await userEvent.selectOptions(select, 'Deutsch');
    expect(screen.getByTestId('search').textContent).toBe('?scenario=success&lang=de');
    expect(localStorage.getItem('mm.lang')).toBe('de');
    expect(select).toHaveProperty('value', 'de');
  });

  it('shows the lang flag, else puts the remembered choice into the URL so the next pages carry it', async () => {
    localStorage.setItem('mm.lang', 'fr');
    expect(renderAt('/?lang=ar')).toHaveProperty('value', 'ar');
    cleanup();
    const select = renderAt('/?scenario=success');
    await vi.waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?scenario=success&lang=fr'));
    expect(select).toHaveProperty('value', 'fr');
  });
});
