import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBetslipStore } from '../../../shared/betslip-store';
import { jsonResponse, renderWithApp, stubFetch } from '../../../test/slip-test-helpers';
import { ShareReceiverScreen } from './share-receiver-screen';

afterEach(() => vi.unstubAllGlobals());

function open(code: string) {
  renderWithApp(
    <Routes>
      <Route path="/share/:shareCode" element={<ShareReceiverScreen />} />
    </Routes>,
    `/share/${code}`,
  );
}

describe('ShareReceiverScreen for codes that lead nowhere', () => {
  it('says Betslip code not found for a code the server refuses as malformed', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: 'code: Too big: expected string to have <=32 characters',
        error: {
          message: 'code: Too big: expected string to have <=32 characters',
          code: 'VALIDATION_FAILED',
        },
      }),
    );
    open('X'.repeat(40));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Betslip code not found$/);
    expect(useBetslipStore.getState().slips.main).toHaveLength(0);
  });

  it('says so when the network fails, never a raw error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    open('VBQ4D7K');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again',
    );
  });
});
