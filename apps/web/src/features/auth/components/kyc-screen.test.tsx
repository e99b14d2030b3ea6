import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/session-store';
import { mockFetch, renderScreen } from '../../../test/render-screen';
import { KycScreen } from './kyc-screen';

beforeEach(() => {
  useSessionStore.getState().login({
    token: 'tok',
    user: { id: 3, mobile: '233241234567', has_kyc: false, kyc: { status: '0' } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().logout();
});

describe('KycScreen', () => {
  it('lists the country ID types and checks the number against its pattern', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    renderScreen(<KycScreen />, { path: '/kyc', route: '/kyc', country: 'GH' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter your official name')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Official name (as on your ID)'), 'Ama Mensah');
    await u.type(screen.getByLabelText('Date of birth'), '1990-04-02');
    await u.selectOptions(screen.getByLabelText('ID type'), 'passport');
    await u.type(screen.getByLabelText('ID number'), 'g12345');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter a valid Passport number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain("Voter's ID (new)");
  });

  it('submits a valid application, has it verified and returns to next', async () => {
    const fetchMock = mockFetch((url) => ({
      body: url.endsWith('/add-kyc')
        ? {
            status: 'success',
            message: 'Your details have been received. We are verifying them.',
            data: { has_kyc: true, kyc: { status: '1' } },
          }
        : {
            status: 'success',
            message: 'Your identity has been verified.',
            data: { has_kyc: true, kyc: { status: '2' } },
          },
    }));
    renderScreen(<KycScreen />, { path: '/kyc?next=%2Fbetslip', route: '/kyc', country: 'GH' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Official name (as on your ID)'), 'Ama Mensah');
    await u.type(screen.getByLabelText('Date of birth'), '1990-04-02');
    await u.selectOptions(screen.getByLabelText('ID type'), 'passport');
    await u.type(screen.getByLabelText('ID number'), 'G1234567');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/betslip'));
    const body = new URLSearchParams(fetchMock.mock.calls[0]![1]!.body as string);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/add-kyc');
    expect(body.get('id_type')).toBe('passport');
    expect(body.get('id_number')).toBe('G1234567');
    expect(body.get('date_of_birth')).toBe('1990-04-02');
    expect(body.get('token')).toBe('tok');
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/verify-kyc');
    expect(useSessionStore.getState().user).toMatchObject({ has_kyc: true, kyc: { status: '2' } });
  });

  it('stays with the reason when the registry rejects the details', async () => {
    const message =
      'Your identity could not be verified: We could not find this ID number in the national registry. Please check your details and try again.';
    mockFetch((url) => ({
      body: url.endsWith('/add-kyc')
        ? { status: 'success', message: 'ok', data: { has_kyc: true, kyc: { status: '1' } } }
        : { status: 'failed', message, data: { has_kyc: false, kyc: { status: '3' } } },
    }));
    renderScreen(<KycScreen />, { path: '/kyc', route: '/kyc', country: 'KE' });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Official name (as on your ID)'), 'Juma Otieno');
    await u.type(screen.getByLabelText('Date of birth'), '1988-12-30');
    await u.selectOptions(screen.getByLabelText('ID type'), screen.getAllByRole('option')[1]!);
    await u.type(screen.getByLabelText('ID number'), '00012345');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/kyc');
    expect(useSessionStore.getState().user?.kyc).toEqual({ status: '3' });
  });

  it('sends an anonymous visitor to login first', () => {
    useSessionStore.getState().logout();
    renderScreen(<KycScreen />, { path: '/kyc', route: '/kyc', country: 'GH' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fkyc');
  });
});
