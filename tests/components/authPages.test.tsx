import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch } from './support/fetchStub';
import { cookieToken, makeToken, signInAs } from './support/session';

// The admin app is not under test here: keep its lazy chunk out of these renders.
vi.mock('../../src/admin/AdminApp', () => ({ default: () => <p>admin app</p> }));

const open = (path: string) => {
  window.history.replaceState(null, '', path);
  return render(<AppRoot />);
};

describe('the auth pages', () => {
  it('signs in, says so and goes where the person wanted', async () => {
    const token = makeToken();
    stubFetch(() => json(200, { accessToken: token }));
    const user = userEvent.setup();
    open('/auth/login?redirect=%2Fcrm%2Fcustomers');

    await user.type(await screen.findByLabelText('Username'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'correct-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Logged In')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in to SMS Dashboard')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/crm/customers');
    expect(cookieToken()).toBe(token);
    expect(await screen.findByText('admin app')).toBeInTheDocument();
  });

  it('asks for both credentials before calling the server', async () => {
    const calls = stubFetch(() => json(200, {}));
    const user = userEvent.setup();
    open('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please input username')).toBeInTheDocument();
    expect(screen.getByText('Please input password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says a username too long is too long, before calling the server', async () => {
    const calls = stubFetch(() => json(200, {}));
    const user = userEvent.setup();
    open('/auth/login');
    await user.type(await screen.findByLabelText(/username/i), 'u'.repeat(101));
    await user.type(screen.getByLabelText(/password/i), 'a password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('A username is at most 100 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends a signed-in person from the login page to the redirect, or home', async () => {
    signInAs();
    open('/auth/login?redirect=%2Fcrm%2Fquick-search');
    await waitFor(() => expect(window.location.pathname).toBe('/crm/quick-search'));
  });

  it('titles the page with the product prefix and links to sign-up', async () => {
    open('/auth/login');
    await waitFor(() => expect(document.title).toBe('SMS Dashboard | Sign in to your account'));
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
  });

  it('opens the login page at /auth and the 404 page at an unknown /auth path', async () => {
    open('/auth');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    window.history.replaceState(null, '', '/auth/nowhere');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/404'));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('says on the forgot-password page, when the server cannot send e-mail, to ask an administrator', async () => {
    stubFetch(() => json(200, { available: false }));
    const user = userEvent.setup();
    open('/auth/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(window.location.pathname).toBe('/auth/forgot-password');
    expect(await screen.findByText(/E-mail is not configured on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link' })).not.toBeInTheDocument();
    expect(document.title).toBe('SMS Dashboard | Forgot password');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(window.location.pathname).toBe('/auth/login');
  });

  it('asks for a reset link in the reader’s language, after checking the address', async () => {
    const calls = stubFetch((call) => (call.method === 'GET' ? json(200, { available: true }) : json(202, { ok: true })));
    const user = userEvent.setup();
    open('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'alice@');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please input a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If an account has the address alice@example.com/)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ url: '/api/auth/reset', method: 'POST', body: { email: 'alice@example.com', locale: 'en-US' } });
  });

  it('sets a new password from a reset link, once both entries match', async () => {
    const calls = stubFetch(() => json(200, { ok: true }));
    const user = userEvent.setup();
    open('/auth/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('New password, again'), 'a long new passphrase!');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password, again'));
    await user.type(screen.getByLabelText('New password, again'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(await screen.findByText('Your password is set. Sign in with it.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/auth/reset/password', body: { token: 'abc123', password: 'a long new passphrase' } });
  });

  it('shows the server’s sentence when a reset link no longer works', async () => {
    stubFetch(() => json(400, { error: 'This reset link is not valid or has expired. Ask for a new one.', code: 'RESET_LINK_INVALID' }));
    const user = userEvent.setup();
    open('/auth/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('New password, again'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('This reset link is not valid or has expired. Ask for a new one.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/reset-password');
  });

  it('shows the server error page with a way home', async () => {
    const user = userEvent.setup();
    open('/auth/500');
    expect(await screen.findByText('The server ran into a problem. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the dashboard' }));
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('sends / to the dashboard', async () => {
    open('/');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  /** Fills the sign-up form as Carol would and sends it. */
  async function registerCarol() {
    const user = userEvent.setup();
    open('/auth/register');
    await user.type(await screen.findByLabelText('Full name'), 'Carol Zhang');
    await user.type(screen.getByLabelText('Username'), 'carol');
    await user.type(screen.getByLabelText('Email'), 'carol@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
  }

  it('registers, says so and goes to the login page', async () => {
    const calls = stubFetch(() => json(201, { accessToken: makeToken({ roles: ['visitor'] }) }));
    await registerCarol();

    expect(await screen.findByText('Succesful Registered')).toBeInTheDocument();
    expect(screen.getByText('You have successfully registered!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/auth/register',
      body: { name: 'Carol Zhang', username: 'carol', email: 'carol@example.com', password: 'long-enough-password' },
    });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
  });

  it('shows why a registration was refused', async () => {
    stubFetch(() => json(409, { error: 'This username is already taken.', code: 'USERNAME_TAKEN' }));
    await registerCarol();
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/register');
  });

  describe.each([
    {
      locale: 'en-US',
      labels: { name: 'Full name', username: 'Username', email: 'Email', password: 'Password', signUp: 'Sign up' },
      tooWeak: 'This password is too easy to guess (a common password, a sequence or a repeat): use a few unrelated words.',
      personal: 'A password must not be made of your username, name or e-mail.',
    },
    {
      locale: 'zh-CN',
      labels: { name: '姓名', username: '用户名', email: '邮箱', password: '密码', signUp: '注册' },
      tooWeak: '此密码太容易被猜到（常见密码、连续或重复的字符）：请用几个不相关的词。',
      personal: '密码不能由您的用户名、姓名或邮箱组成。',
    },
  ])('a password the server finds weak, in $locale', ({ locale, labels, tooWeak, personal }) => {
    it.each([
      ['PASSWORD_TOO_WEAK', 'password1', tooWeak],
      ['PASSWORD_PERSONAL', 'carolzhang', personal],
    ])('%s is said under the password field, translated', async (code, password, sentence) => {
      const english = 'The server says, in English, why.';
      stubFetch(() => json(400, { error: english, code, details: [{ path: 'password', message: english }] }));
      const user = userEvent.setup();
      open(`/auth/register?locale=${locale}`);
      await user.type(await screen.findByLabelText(labels.name), 'Carol Zhang');
      await user.type(screen.getByLabelText(labels.username), 'carol');
      await user.type(screen.getByLabelText(labels.email), 'carol@example.com');
      await user.type(screen.getByLabelText(labels.password), password);
      await user.click(screen.getByRole('button', { name: labels.signUp }));

      await waitFor(() => expect(screen.getByLabelText(labels.password)).toHaveAccessibleDescription(sentence));
      expect(screen.getByLabelText(labels.password)).toBeInvalid();
      expect(window.location.pathname).toBe('/auth/register');
    });
  });

  it('switches to Chinese with ?locale=zh-CN and keeps it', async () => {
    open('/auth/login?locale=zh-CN');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('RaStoreSmsDashboard.locale')).toBe('"zh-CN"');
  });
});
