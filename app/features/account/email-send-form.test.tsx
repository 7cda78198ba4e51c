import { englishText } from '../../lib/i18n/english-text';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_FALLBACK_MESSAGE } from '../../lib/auth/auth-messages';
import { ACCOUNT_TEXT } from './account-text';
import { EmailLinkForm } from './EmailLinkForm';
import { RecoverForm } from './RecoverForm';

const actions = vi.hoisted(() => ({
  sendEmailLink: vi.fn<(email: string, url: string) => Promise<void>>(),
  sendPasswordReset: vi.fn<(email: string, url: string) => Promise<void>>(),
}));
vi.mock('./sign-in-actions', () => actions);

const authError = (code: string) => Object.assign(new Error(code), { code });

function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText(ACCOUNT_TEXT.emailLabel), { target: { value } });
}

describe('the account email forms', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('refuses an address without a domain before sending anything, and marks the field', () => {
    render(<MemoryRouter><EmailLinkForm initialEmail="" continueUrl="https://app.test/sign-in" /></MemoryRouter>);
    typeEmail('ada@example');
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendLink }));
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_TEXT.invalidEmail);
    expect(screen.getByLabelText(ACCOUNT_TEXT.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(actions.sendEmailLink).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and says where the link went', async () => {
    actions.sendEmailLink.mockResolvedValue();
    render(<MemoryRouter><EmailLinkForm initialEmail="  ada@example.com " continueUrl="https://app.test/sign-in" /></MemoryRouter>);
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendLink }));
    expect((await screen.findByRole('status')).textContent).toBe(englishText(ACCOUNT_TEXT.linkSent, { email: 'ada@example.com' }));
    expect(actions.sendEmailLink).toHaveBeenCalledWith('ada@example.com', 'https://app.test/sign-in');
  });

  it('shows the failure and lets the shopper try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    actions.sendEmailLink.mockRejectedValue(authError('auth/some-new-code'));
    render(<MemoryRouter><EmailLinkForm initialEmail="ada@example.com" continueUrl="https://app.test/sign-in" /></MemoryRouter>);
    const button = screen.getByRole('button', { name: ACCOUNT_TEXT.sendLink });
    fireEvent.click(button);
    expect(await screen.findByText(AUTH_FALLBACK_MESSAGE)).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('recovery sends the link of the button pressed', async () => {
    actions.sendPasswordReset.mockResolvedValue();
    render(<MemoryRouter><RecoverForm /></MemoryRouter>);
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendReset }));
    expect((await screen.findByRole('status')).textContent).toBe(englishText(ACCOUNT_TEXT.resetSent, { email: 'ada@example.com' }));
    expect(actions.sendPasswordReset).toHaveBeenCalledOnce();
    expect(actions.sendEmailLink).not.toHaveBeenCalled();
  });

  it('recovery answers an unknown account like a sent link', async () => {
    actions.sendEmailLink.mockRejectedValue(authError('auth/user-not-found'));
    render(<MemoryRouter><RecoverForm /></MemoryRouter>);
    typeEmail('nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_TEXT.sendLink }));
    expect((await screen.findByRole('status')).textContent).toBe(englishText(ACCOUNT_TEXT.linkSent, { email: 'nobody@example.com' }));
  });
});
