import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleLockSecondsKey, isSessionLocked, lockSession } from '../../src/authProvider';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch } from './support/fetchStub';
import { signInAs } from './support/session';

// Locking follows the session, not the admin app's screens.
vi.mock('../../src/admin/AdminApp', async () => {
  const { IdleLock } = await import('../../src/root/IdleLock');
  return {
    default: () => (
      <>
        <IdleLock />
        <p>customer data</p>
      </>
    ),
  };
});

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<AppRoot />);
};

describe('the lockscreen', () => {
  afterEach(() => vi.useRealTimers());

  it('locks after the chosen time without activity and keeps the page to return to', async () => {
    // The clock moves with real time (so rendering proceeds) and jumps when the test says.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs();
    localStorage.setItem(`RaStoreSmsDashboard.${idleLockSecondsKey}`, '60');
    open('/crm/customers?page=2');
    expect(await screen.findByText('customer data')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(55_000));
    expect(window.location.pathname).toBe('/crm/customers');
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/lockscreen'));
    expect(window.location.search).toBe(`?redirect=${encodeURIComponent('/crm/customers?page=2')}`);
    expect(isSessionLocked()).toBe(true);
    expect(screen.queryByText('customer data')).not.toBeInTheDocument();
  });

  it('keeps a locked session away from the app’s pages, back button included', async () => {
    signInAs();
    lockSession();
    open('/crm/customers');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/lockscreen'));
    expect(window.location.search).toBe('?redirect=%2Fcrm%2Fcustomers');
    window.history.pushState(null, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/lockscreen'));
    expect(screen.queryByText('customer data')).not.toBeInTheDocument();
  });

  it('shows who is signed in, says why a password is refused, and unlocks with the right one', async () => {
    signInAs({ name: 'Alice Wong', username: 'alice' });
    lockSession();
    const calls = stubFetch(({ body }) =>
      (body as { password: string }).password === 'right password'
        ? json(200, { ok: true })
        : json(400, { error: 'The password is not correct.', code: 'WRONG_PASSWORD' }),
    );
    const user = userEvent.setup();
    open('/auth/lockscreen?redirect=%2Fcrm%2Fcustomers');
    expect(await screen.findByText('Alice Wong')).toBeInTheDocument();
    expect(document.title).toBe('SMS Dashboard | Locked');

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByText('Please input password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/auth/unlock', method: 'POST', body: { password: 'wrong password' } });
    expect(isSessionLocked()).toBe(true);

    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(window.location.pathname).toBe('/crm/customers'));
    expect(isSessionLocked()).toBe(false);
    expect(await screen.findByText('customer data')).toBeInTheDocument();
  });

  it('sends to sign-in when the session ended meanwhile', async () => {
    signInAs();
    lockSession();
    stubFetch(() => json(401, { error: 'Your session has ended. Please sign in again.', code: 'UNAUTHORIZED' }));
    const user = userEvent.setup();
    open('/auth/lockscreen');
    await user.type(await screen.findByLabelText('Password'), 'any password');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
  });

  it('starts unlocked after signing in again', () => {
    signInAs({ jti: 'first-session' });
    lockSession();
    signInAs({ jti: 'second-session' });
    expect(isSessionLocked()).toBe(false);
  });
});
