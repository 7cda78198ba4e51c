import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { setSignedInHint } from '../lib/auth/signed-in-hint';
import { Footer } from './Footer';

const renderAt = (path: string, withdrawal = true) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Footer withdrawal={withdrawal} />
    </MemoryRouter>,
  );

const footerLinks = () => within(screen.getByRole('navigation', { name: 'Account and legal' })).getAllByRole('link').map((a) => `${a.textContent} ${a.getAttribute('href')}`);

describe('the footer (issue 41)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('offers a visitor the member sign-in, then cancelling, the withdrawal and the legal pages', () => {
    renderAt(paths.landing);
    expect(footerLinks()).toEqual([
      `Member sign-in ${paths.signIn}`,
      `Cancel a subscription ${paths.unsubscription}`,
      `Withdraw from contract here ${paths.withdrawFromContract}`,
      `Privacy policy ${paths.privacy}`,
      `Terms of service ${paths.terms}`,
      `Cookie policy ${paths.cookiePolicy}`,
    ]);
  });

  it('shows a signed-in member their account, as the header does, never "Member sign-in"', () => {
    setSignedInHint(true);
    renderAt(paths.webapp.iqTests, false);
    expect(footerLinks()).toEqual([`My account ${paths.webapp.root}`, `Cancel a subscription ${paths.unsubscription}`, `Privacy policy ${paths.privacy}`, `Terms of service ${paths.terms}`, `Cookie policy ${paths.cookiePolicy}`]);
  });
});
