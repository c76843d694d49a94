import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../src/authProvider';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { cookieToken, makeToken, signInAs } from './support/session';

type Respond = (call: RecordedCall) => Response | undefined;

/** The API as the profile page and the frame around it use it; `respond` answers the calls under test. */
function profileApi(respond: Respond) {
  return stubFetch((call) => {
    const answer = respond(call);
    if (answer) return answer;
    if (call.url.endsWith('/admin/statistics/all')) return json(200, {});
    if (call.url.endsWith('/support/unread')) return json(200, { unread: 0, desk: false });
    return json(404, { error: `Not here: ${call.url}` });
  });
}

async function openProfile() {
  window.history.replaceState(null, '', '/profile');
  render(<AppRoot />);
  return (await screen.findByRole('button', { name: 'Save profile' })).closest('form')!;
}

describe('the profile page', () => {
  it('saves the profile and keeps the fresh token, so the new name shows at once', async () => {
    signInAs({ name: 'Alice Wong', username: 'alice', email: 'alice@example.com', phone: null });
    const renewed = makeToken({ name: 'Alice Chen', username: 'alice', email: 'alice@example.com', phone: '4165550123', jti: 'renewed' });
    const calls = profileApi((call) => (call.url === '/api/auth/account' && call.method === 'PUT' ? json(200, { accessToken: renewed }) : undefined));
    const user = userEvent.setup();
    const form = await openProfile();
    expect(document.title).toBe('SMS Dashboard | Edit profile');

    const name = within(form).getByLabelText('Name');
    expect(name).toHaveValue('Alice Wong');
    await user.clear(name);
    await user.type(name, 'Alice Chen');
    await user.type(within(form).getByLabelText('Phone'), '4165550123');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile is saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      username: 'alice',
      name: 'Alice Chen',
      email: 'alice@example.com',
      phone: '4165550123',
      avatar: null,
    });
    expect(cookieToken()).toBe(renewed);
    expect(readSession()?.name).toBe('Alice Chen');
  });

  it('checks each field before sending, with the product’s messages', async () => {
    signInAs();
    const calls = profileApi(() => undefined);
    const user = userEvent.setup();
    const form = await openProfile();
    await user.clear(within(form).getByLabelText('Name'));
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'alice.example.com');
    await user.type(within(form).getByLabelText('Phone'), '416555');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Please input your name')).toBeInTheDocument();
    expect(within(form).getByText('Please input a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Length should be 10 to 11')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows a username another account holds under the field', async () => {
    signInAs();
    profileApi((call) =>
      call.method === 'PUT' ? json(409, { error: 'This username is already taken.', code: 'USERNAME_TAKEN' }) : undefined,
    );
    const user = userEvent.setup();
    const form = await openProfile();
    const username = within(form).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'bob');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('This username is already taken.')).toBeInTheDocument();
  });

  it('refuses a picture that is not an image before uploading it, and uploads one that is', async () => {
    signInAs();
    const calls = profileApi((call) =>
      call.url === '/api/storage/upload' ? json(201, { url: `/api/storage/files/${'b'.repeat(32)}.png`, type: 'image/png', size: 4 }) : undefined,
    );
    const user = userEvent.setup({ applyAccept: false });
    await openProfile();
    const input = screen.getByTestId('avatar-file');
    await user.upload(input, new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Only PNG, JPEG, WebP or GIF images can be uploaded.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByText('The file is too large: an image may be at most 2 MB.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/storage/upload')).toHaveLength(0);

    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument());
    const upload = calls.find((call) => call.url === '/api/storage/upload')!;
    expect(upload.method).toBe('POST');
    expect(upload.headers['content-type']).toBeUndefined();
  });

  it('changes the password once given twice, and says why the current one is refused', async () => {
    signInAs();
    const renewed = makeToken({ jti: 'after-password-change' });
    profileApi((call) => {
      if (call.url !== '/api/auth/account/password') return undefined;
      return (call.body as { current_password: string }).current_password === 'old password'
        ? json(200, { accessToken: renewed })
        : json(400, { error: 'The password is not correct.', code: 'WRONG_PASSWORD' });
    });
    const user = userEvent.setup();
    await openProfile();
    const form = screen.getByRole('button', { name: 'Change password' }).closest('form')!;
    await user.type(within(form).getByLabelText('Current password'), 'not it');
    await user.type(within(form).getByLabelText('New password'), 'a new password');
    await user.type(within(form).getByLabelText('New password, again'), 'a new pasword');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two passwords do not match')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New password, again'));
    await user.type(within(form).getByLabelText('New password, again'), 'a new password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The password is not correct.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'old password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Every other session has ended.')).toBeInTheDocument();
    expect(cookieToken()).toBe(renewed);
  });

  it('saves the language of the e-mails and the daily digest of overdue tasks as each is changed', async () => {
    signInAs({ roles: ['Worker'] });
    const calls = profileApi((call) => {
      if (call.url !== '/api/auth/account/mail') return undefined;
      return call.method === 'PUT' ? json(200, call.body) : json(200, { locale: null, overdue_digest: true });
    });
    const user = userEvent.setup();
    await openProfile();
    const digest = await screen.findByRole('switch', { name: 'A morning e-mail of my overdue tasks' });
    expect(digest).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Language of my e-mails' })).toHaveTextContent('The business’s language');

    await user.click(digest);
    expect(await screen.findByText('Your e-mail settings are saved')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Language of my e-mails' }));
    await user.click(await screen.findByRole('option', { name: '简体中文' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { locale: null, overdue_digest: false },
      { locale: 'zh-CN', overdue_digest: false },
    ]);
    expect(screen.getByRole('switch', { name: 'A morning e-mail of my overdue tasks' })).not.toBeChecked();
  });

  it('shows no e-mail settings to an account without a staff role', async () => {
    signInAs({ roles: ['visitor'] });
    profileApi(() => undefined);
    await openProfile();
    expect(screen.queryByRole('heading', { name: 'E-mail from the office' })).toBeNull();
  });

  describe.each([
    {
      locale: 'en-US',
      labels: { current: 'Current password', new: 'New password', again: 'New password, again', change: 'Change password' },
      tooWeak: 'This password is too easy to guess (a common password, a sequence or a repeat): use a few unrelated words.',
      personal: 'A password must not be made of your username, name or e-mail.',
    },
    {
      locale: 'zh-CN',
      labels: { current: '当前密码', new: '新密码', again: '再次输入新密码', change: '修改密码' },
      tooWeak: '此密码太容易被猜到（常见密码、连续或重复的字符）：请用几个不相关的词。',
      personal: '密码不能由您的用户名、姓名或邮箱组成。',
    },
  ])('a new password the server finds weak, in $locale', ({ locale, labels, tooWeak, personal }) => {
    it.each([
      ['PASSWORD_TOO_WEAK', 'password1', tooWeak],
      ['PASSWORD_PERSONAL', 'alice-wong', personal],
    ])('%s is said under the new password, translated', async (code, password, sentence) => {
      signInAs();
      const english = 'The server says, in English, why.';
      profileApi((call) =>
        call.url === '/api/auth/account/password' ? json(400, { error: english, code, details: [{ path: 'new_password', message: english }] }) : undefined,
      );
      const user = userEvent.setup();
      window.history.replaceState(null, '', `/profile?locale=${locale}`);
      render(<AppRoot />);
      const change = await screen.findByRole('button', { name: labels.change });
      const form = change.closest('form')!;
      await user.type(within(form).getByLabelText(labels.current), 'old password');
      await user.type(within(form).getByLabelText(labels.new), password);
      await user.type(within(form).getByLabelText(labels.again), password);
      await user.click(change);

      await waitFor(() => expect(within(form).getByLabelText(labels.new)).toHaveAccessibleDescription(sentence));
      expect(within(form).getByLabelText(labels.new)).toBeInvalid();
    });
  });
});
