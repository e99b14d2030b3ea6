import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  openInsufficientFundsPrompt,
  useDepositPromptStore,
} from '../../../shared/deposit-prompt-store';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { DepositPromptHost } from './deposit-prompt-host';

afterEach(() => {
  vi.unstubAllGlobals();
  useDepositPromptStore.getState().closeDeposit();
  useSessionStore.getState().logout();
});

describe('DepositPromptHost', () => {
  it('opens the Insufficient Funds sheet with the amount when the betslip asks', async () => {
    mockFetch(() => ({ body: { data: [] } }));
    useSessionStore.getState().login({ token: 't', user: { id: 1, mobile: '254712345678' } });
    renderScreen(<DepositPromptHost />);
    expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
    act(() => openInsufficientFundsPrompt(250));
    expect(await screen.findByRole('heading', { name: 'Insufficient Funds' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter amount to deposit')).toHaveValue(250);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
  });
});
