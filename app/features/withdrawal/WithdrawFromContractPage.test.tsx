import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { WITHDRAW_QUERY } from '../../../catalog/account-pages';
import { paths } from '../../config/paths';
import { setSignedInHint } from '../../lib/auth/signed-in-hint';
import { loadTexts } from '../../lib/i18n/texts';
import { WITHDRAWAL_TEXTS } from '../../shared/withdrawal/withdrawal-texts';
import WithdrawFromContractPage from './WithdrawFromContractPage';

/** Where the router ended up. */
function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

const open = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={paths.withdrawFromContract} element={<WithdrawFromContractPage />} />
        <Route path={paths.webapp.manageSubscriptions} element={<Address />} />
      </Routes>
    </MemoryRouter>,
  );

describe('withdrawal without an account, for a signed-in member', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  // The accessibility audit found the German and Arabic withdrawal opening in English: the redirect dropped `lang=`.
  it("sends them to the members' form in the language the address asked for", async () => {
    // The page waits for its German texts before it moves on: loaded first, as the browser would.
    await loadTexts('de', WITHDRAWAL_TEXTS.group);
    setSignedInHint(true);
    open(`${paths.withdrawFromContract}?lang=de`);
    expect((await screen.findByTestId('address')).textContent).toBe(`${paths.webapp.manageSubscriptions}?${WITHDRAW_QUERY}=&lang=de`);
  });

  it('without a language asked for, adds none', () => {
    setSignedInHint(true);
    open(paths.withdrawFromContract);
    expect(screen.getByTestId('address').textContent).toBe(`${paths.webapp.manageSubscriptions}?${WITHDRAW_QUERY}=`);
  });
});
