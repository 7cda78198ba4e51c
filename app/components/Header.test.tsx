import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { setSignedInHint } from '../lib/auth/signed-in-hint';
import { Header } from './Header';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );

describe('the header', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('offers a visitor the member sign-in', () => {
    renderAt(paths.landing);
    expect(screen.getByRole('link', { name: 'Member sign-in' }).getAttribute('href')).toBe(paths.signIn);
  });

  it.each([paths.landing, paths.offers, paths.unsubscription, paths.gamePages.word])('shows a signed-in member their account on %s, not "Member sign-in"', (path) => {
    setSignedInHint(true);
    renderAt(path);
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(paths.webapp.root);
    expect(screen.queryByRole('link', { name: 'Member sign-in' })).toBeNull();
  });
});
