import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordScreen', () => {
  it('validates the phone, sends a code, then resets with code and new password', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/forgot-password')
        ? { body: { success: { message: 'A reset code has been sent to your phone.' } } }
        : {
            body: {
              success: {
                message: 'Your password has been reset. Please login with your new password.',
              },
            },
          },
    );
    renderScreen(<ForgotPasswordScreen />, { path: '/forgotpassword' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(screen.getByText('Please enter a phone number')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Phone number'), '712345678');
    await u.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(
      await screen.findByText('A reset code has been sent to your phone.'),
    ).toBeInTheDocument();
    expect(new URLSearchParams(fetchMock.mock.calls[0]![1]!.body as string).get('mobile')).toBe(
      '254712345678',
    );

    await u.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Please enter the code sent to your phone')).toBeInTheDocument();
    expect(screen.getByText('Please input a password')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Reset code'), '777111');
    await u.type(screen.getByLabelText('New password'), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    const reset = new URLSearchParams(fetchMock.mock.calls[1]![1]!.body as string);
    expect(reset.get('code')).toBe('777111');
    expect(reset.get('password')).toBe('new-secret');
  });

  it("shows the server's message for an unknown phone", async () => {
    const message = 'This phone number does not exist, please register a new account';
    mockFetch(() => ({ status: 404, body: { message, error: { message } } }));
    renderScreen(<ForgotPasswordScreen />, { path: '/forgotpassword' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Phone number'), '0712345678');
    await u.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
