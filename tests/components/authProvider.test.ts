import { describe, expect, it, vi } from 'vitest';
import { adminAuthProvider } from '../../src/admin/adminAuthProvider';
import { authProvider, loginPathFor, redirectTarget } from '../../src/authProvider';
import { currentPath } from '../../src/authProvider/loginRedirect';
import { clientTypeHeader } from '../../domain/session';
import { cookieToken, makeToken, signInAs } from './support/session';
import { json, stubFetch } from './support/fetchStub';

const visit = (path: string) => window.history.replaceState(null, '', path);
const hourAgo = () => Math.floor(Date.now() / 1000) - 3600;

describe('authProvider.checkAuth', () => {
  it('lets a valid token carrying _id through', async () => {
    signInAs();
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
  });

  it('sends a signed-out visit to the login page with the wanted path, and no toast', async () => {
    visit('/crm/customers?page=2');
    await expect(authProvider.checkAuth()).rejects.toEqual({ redirectTo: false, message: false });
    expect(currentPath()).toBe('/auth/login?redirect=%2Fcrm%2Fcustomers%3Fpage%3D2');
  });

  it('refuses a token without _id', async () => {
    signInAs({ _id: '' });
    visit('/crm/customers');
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ message: false });
    expect(currentPath()).toBe('/auth/login?redirect=%2Fcrm%2Fcustomers');
  });

  it('refuses an expired token', async () => {
    signInAs({ exp: hourAgo() });
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ message: false });
  });

  it('refuses a cookie that is not a token', async () => {
    document.cookie = 'renovation_access_token=not-a-jwt; Path=/';
    await expect(authProvider.checkAuth()).rejects.toMatchObject({ message: false });
  });
});

describe('the redirect query', () => {
  it('is left out for the home page', () => {
    expect(loginPathFor('/')).toBe('/auth/login');
  });

  it('keeps the wanted path when signed out again from the login page', () => {
    expect(loginPathFor('/auth/login?redirect=%2Fcrm%2Fcustomers')).toBe('/auth/login?redirect=%2Fcrm%2Fcustomers');
    expect(loginPathFor('/auth/404')).toBe('/auth/login');
  });

  it('brings the person back where they wanted to go', () => {
    expect(redirectTarget('?redirect=%2Fcrm%2Fcustomers')).toBe('/crm/customers');
    expect(redirectTarget('')).toBe('/');
  });

  it('never leads out of the app', () => {
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
  });
});

describe('authProvider.login and logout', () => {
  it('stores the token the server answers', async () => {
    const token = makeToken();
    const calls = stubFetch(() => json(200, { accessToken: token }));
    await authProvider.login({ username: 'alice', password: 'secret-password' });
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST', body: { username: 'alice', password: 'secret-password' } });
    expect(calls[0].headers[clientTypeHeader.name.toLowerCase()]).toBe(clientTypeHeader.value);
    expect(cookieToken()).toBe(token);
  });

  it('clears the token and logs the error when login fails', async () => {
    signInAs();
    stubFetch(() => json(401, { error: 'Incorrect username or password', code: 'UNAUTHORIZED' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(authProvider.login({ username: 'alice', password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    expect(cookieToken()).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('revokes the session on the server, clears the token and goes to the login page', async () => {
    const token = signInAs();
    visit('/dashboard');
    const calls = stubFetch(() => json(200, { ok: true }));
    await expect(authProvider.logout()).resolves.toBe(false);
    expect(currentPath()).toBe('/auth/login?redirect=%2Fdashboard');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'GET' });
    expect(calls[0].headers.authorization).toBe(`Bearer ${token}`);
    expect(cookieToken()).toBeNull();
  });

  it('signs out locally when the server cannot be reached', async () => {
    signInAs();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await authProvider.logout();
    expect(cookieToken()).toBeNull();
  });
});

describe('authProvider.checkError', () => {
  it('ends the session on a 401', async () => {
    signInAs();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: false });
    expect(cookieToken()).toBeNull();
  });

  it('keeps the session on a 403 (not permitted is not signed out)', async () => {
    signInAs();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(cookieToken()).not.toBeNull();
  });
});

describe('authProvider.getIdentity and getPermissions', () => {
  it('read the account from the token', async () => {
    signInAs({ _id: 'staff-42', name: 'Bob Li', avatar: '/avatars/bob.png', roles: ['manager'], permissions: ['crm'] });
    await expect(authProvider.getIdentity()).resolves.toMatchObject({ id: 'staff-42', fullName: 'Bob Li', avatar: '/avatars/bob.png' });
    await expect(authProvider.getPermissions()).resolves.toEqual({ roles: ['manager'], permissions: ['crm'] });
  });

  it('name the account by its username when it has no name', async () => {
    signInAs({ name: null, username: 'bob' });
    await expect(authProvider.getIdentity()).resolves.toMatchObject({ fullName: 'bob' });
  });
});

describe('adminAuthProvider.canAccess', () => {
  const can = (roles: string[], resource: string, action: string, permissions: string[] = []) => {
    signInAs({ roles, permissions });
    return adminAuthProvider.canAccess({ resource, action });
  };

  it('lets staff roles work with customers', async () => {
    for (const role of ['superadmin', 'admin', 'manager', 'employee']) {
      await expect(can([role], 'customers', 'list'), role).resolves.toBe(true);
      await expect(can([role], 'customers', 'edit'), role).resolves.toBe(true);
    }
  });

  it('keeps workers and visitors out of the CRM', async () => {
    await expect(can(['Worker'], 'customers', 'list')).resolves.toBe(false);
    await expect(can(['visitor'], 'customers', 'show')).resolves.toBe(false);
  });

  it('shows the dashboard to staff only', async () => {
    await expect(can(['employee'], 'dashboard', 'read')).resolves.toBe(true);
    await expect(can(['visitor'], 'dashboard', 'read')).resolves.toBe(false);
  });

  it('narrows a staff member to the areas of their permission tags', async () => {
    await expect(can(['employee'], 'customers', 'list', ['pm'])).resolves.toBe(false);
    await expect(can(['employee'], 'customers', 'list', ['crm'])).resolves.toBe(true);
    await expect(can(['admin'], 'customers', 'list', ['pm'])).resolves.toBe(true);
  });

  it('refuses everything without a session, and resources it does not know', async () => {
    await expect(adminAuthProvider.canAccess({ resource: 'customers', action: 'list' })).resolves.toBe(false);
    await expect(can(['superadmin'], 'nuclear-codes', 'list')).resolves.toBe(false);
  });
});
