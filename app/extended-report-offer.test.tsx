/**
 * "Get the extended report" from the members' report (issue 41): the offers page it opens offers the
 * add-on to the member's existing subscription, and never shows the post-purchase welcome again.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GetReportResponse, ProfileResponse } from '../contracts/members';
import type { z } from 'zod';
import { installAppConfig } from './config/app-config.test-support';
import OffersPage from './features/offers/OffersPage';
import ProfileReportPage from './features/members/report/ProfileReportPage';
import { renderInLanguage, resetDocumentLanguage } from './test-support/app-routes';
import { memberResponse, memberSubscription, subscriptionSummary } from './test-support/member-response';

const SUMMARY = subscriptionSummary();
const MEMBER = memberResponse([memberSubscription()], { name_given: true });
const PROFILE: z.infer<typeof ProfileResponse> = {
  uid: 'u1',
  name: 'Ada',
  email: 'ada@example.com',
  subscription_id: 'sub_1',
  subscription: SUMMARY,
  latest: null,
  headline: { source: 'funnel-quiz', iq: 112, iq_low: 104, iq_high: 120, percentile: 79, calibration_version: 0, taken_at: '2026-11-29T09:50:00.000Z', quiz_attempt_id: `qa_${'12'.repeat(16)}` },
};
const REPORT: z.infer<typeof GetReportResponse> = { report: null, purchased: false };
const swr = <T,>(data: T) => ({ data, error: undefined, mutate: () => Promise.resolve(undefined) });

vi.mock('./features/members/api/get-member', () => ({ useMember: () => swr(MEMBER) }));
vi.mock('./features/members/api/get-profile', () => ({ useProfile: () => swr(PROFILE) }));
vi.mock('./features/members/api/report', () => ({ useReport: () => swr(REPORT) }));
vi.mock('./features/members/session', () => ({ useMemberSession: () => ({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada', providers: ['password'] }) }));

describe('"Get the extended report" from the members’ report (issue 41)', { timeout: 20_000 }, () => {
  beforeAll(() => installAppConfig('https://api.example.com'));
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    resetDocumentLanguage();
  });

  it('opens the offers as an add-on to the member’s subscription, not the post-purchase “Welcome aboard”', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline in this test')));
    await renderInLanguage(
      <MemoryRouter initialEntries={['/webapp/profile-report']}>
        <Routes>
          <Route path="/webapp/profile-report" element={<ProfileReportPage />} />
          <Route path="*" element={<OffersPage />} />
        </Routes>
      </MemoryRouter>,
      null,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Get the extended report' }));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Add to your subscription']);
    expect(screen.queryByText('Welcome aboard')).toBeNull();
    expect(screen.queryByText('Your subscription is active')).toBeNull();
    expect(screen.queryByText(/Your receipt is on its way/)).toBeNull();
    // No card was "just used" here: the add-on joins the subscription's card.
    expect(screen.getByText('One-time add-ons, charged once to the card of your subscription.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Add for / , description: /Extended analysis report|report/i })).toBeTruthy();
  });
});
