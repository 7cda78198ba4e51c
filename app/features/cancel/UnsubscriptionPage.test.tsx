import { cleanup, render, screen } from '@testing-library/react';
import { atom } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberResponse } from '../../../contracts/members';
import { paths } from '../../config/paths';
import { CANCEL_TEXT } from './cancel-text';
import UnsubscriptionPage from './UnsubscriptionPage';
import { memberResponse, memberSubscription } from '../../test-support/member-response';

const api = vi.hoisted(() => ({ loadMySubscriptions: vi.fn<() => Promise<MemberResponse>>() }));

vi.mock('../../lib/auth/auth-atoms', () => ({
  authStateAtom: atom({ status: 'signed-in', user: { uid: 'u-1' } }),
}));
vi.mock('./api/cancel', async (importOriginal) => ({ ...(await importOriginal<object>()), loadMySubscriptions: api.loadMySubscriptions }));

function renderPage() {
  render(
    <MemoryRouter initialEntries={[paths.unsubscription]}>
      <UnsubscriptionPage />
    </MemoryRouter>,
  );
}

describe('UnsubscriptionPage with nothing left to cancel', () => {
  afterEach(cleanup);

  it('says the subscription is already ending and links back to the subscriptions', async () => {
    api.loadMySubscriptions.mockResolvedValue(memberResponse([memberSubscription({ ends_at: '2026-12-01T00:00:00.000Z' })]));
    renderPage();
    const back = await screen.findByRole('link', { name: CANCEL_TEXT.toSubscriptions });
    expect(back.getAttribute('href')).toBe(paths.webapp.manageSubscriptions);
    expect(screen.getByText(/is already cancelled: you keep access until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CANCEL_TEXT.confirm })).toBeNull();
  });

  it('says there is nothing to cancel and links back when nothing renews', async () => {
    api.loadMySubscriptions.mockResolvedValue(memberResponse([]));
    renderPage();
    expect(await screen.findByText(CANCEL_TEXT.nothingToCancel)).toBeTruthy();
    expect(screen.getByRole('link', { name: CANCEL_TEXT.toSubscriptions }).getAttribute('href')).toBe(paths.webapp.manageSubscriptions);
  });

  it('offers the cancel form while a subscription still renews', async () => {
    api.loadMySubscriptions.mockResolvedValue(memberResponse());
    renderPage();
    expect(await screen.findByRole('button', { name: CANCEL_TEXT.confirm })).toBeTruthy();
    expect(screen.queryByRole('link', { name: CANCEL_TEXT.toSubscriptions })).toBeNull();
  });
});
