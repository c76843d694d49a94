import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest, useNotifyFailure } from '../../src/http';
import { AppRoot } from '../../src/root/AppRoot';
import { RootProviders } from '../../src/root/RootProviders';
import { json, stubFetch } from './support/fetchStub';
import { cookieToken, signInAs } from './support/session';

/** Makes one call and reports its failure the way every screen does. */
function FailingCall({ call }: { call: () => Promise<unknown> }) {
  const notifyFailure = useNotifyFailure();
  useEffect(() => {
    call().catch(notifyFailure);
  }, [call, notifyFailure]);
  return null;
}

const showFailureOf = (call: () => Promise<unknown>) =>
  render(
    <RootProviders>
      <FailingCall call={call} />
    </RootProviders>,
  );

/** The notification on screen and its kind (MUI's filled alert names its severity in a class). */
async function notice() {
  const alert = await screen.findByRole('alert');
  const severity = ['Warning', 'Error', 'Success', 'Info'].find((kind) => alert.className.includes(`MuiAlert-filled${kind}`));
  return { text: alert.textContent, severity: severity?.toLowerCase() };
}

describe('docs/product.md#error-catalogue: how the client reacts to a failed call', () => {
  it('shows the response’s error field as a warning', async () => {
    stubFetch(() => json(409, { error: 'This email is already in use.', message: 'Conflict', code: 'EMAIL_TAKEN' }));
    showFailureOf(() => apiRequest('/auth/register', { method: 'POST', body: {} }));
    expect(await notice()).toEqual({ text: 'This email is already in use.', severity: 'warning' });
  });

  it('falls back on the response’s message field', async () => {
    stubFetch(() => json(500, { message: 'Database unavailable' }));
    showFailureOf(() => apiRequest('/crm/customers/x'));
    expect(await notice()).toEqual({ text: 'Database unavailable', severity: 'warning' });
  });

  it('says something is wrong when the response tells nothing', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    showFailureOf(() => apiRequest('/crm/customers/x'));
    expect(await notice()).toEqual({ text: 'Someting is wrong, try it later...', severity: 'warning' });
  });

  it('shows the error’s message as an error when there is no response', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    showFailureOf(() => apiRequest('/crm/customers/x'));
    expect(await notice()).toEqual({ text: 'Failed to fetch', severity: 'error' });
  });

  it('warns of unknown errors when there is nothing at all', async () => {
    showFailureOf(() => Promise.reject(undefined));
    expect(await notice()).toEqual({ text: 'Unknown errors, try it later...', severity: 'warning' });
  });

  it('says nothing of a 401: the session has ended and sign-out takes over', async () => {
    stubFetch(() => json(401, { error: 'Your session has ended.' }));
    const call = vi.fn(() => apiRequest('/crm/customers/x'));
    showFailureOf(call);
    await waitFor(() => expect(call).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('docs/product.md#error-catalogue: a failed login', () => {
  it('clears the token, logs the error and shows no message', async () => {
    signInAs({ exp: Math.floor(Date.now() / 1000) - 60 }); // a stale cookie from an earlier session
    window.history.replaceState(null, '', '/auth/login');
    stubFetch(() => json(401, { error: 'Incorrect username or password', code: 'UNAUTHORIZED' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<AppRoot />);

    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(log).toHaveBeenCalledWith('Sign-in failed', expect.anything()));
    expect(cookieToken()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Incorrect username or password')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(window.location.pathname).toBe('/auth/login');
  });
});
