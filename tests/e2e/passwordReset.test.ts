import { expect, test } from 'vitest';
import { screenshot, startMailingAppServer } from './harness.js';
import { appUnderTest } from './appUnderTest.js';

const app = appUnderTest(startMailingAppServer);


async function register(username: string, email: string, password: string) {
  const response = await fetch(`${app.server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Mei Chen', username, email, password }),
  });
  expect(response.status).toBe(201);
}

async function signInStatus(username: string, password: string) {
  const response = await fetch(`${app.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

test.each([
  { locale: 'en-US', forgot: 'Forgot password?', ask: 'Send the link', sent: /If an account has the address/, subject: 'Set a new password', save: 'Set the password' },
  { locale: 'zh-CN', forgot: '忘记密码？', ask: '发送链接', sent: /设置新密码的链接已在发送途中/, subject: '设置新密码', save: '设置密码' },
])('forgot password, end to end through a real SMTP peer ($locale)', async ({ locale, forgot, ask, sent, subject, save }) => {
  const username = `mei_${locale.slice(0, 2)}`;
  await register(username, `${username}@renovation.example`, 'the first passphrase');
  const page = await app.browser.newPage();
  await page.goto(`${app.server.url}/auth/login?locale=${locale}`);
  // Each page is used once it shows its own language.
  await page.getByRole('link', { name: forgot }).click();
  // The path the page itself holds, which a failure prints.
  await expect.poll(() => page.evaluate(() => window.location.pathname), { timeout: 20_000 }).toBe('/auth/forgot-password');
  const before = app.server.peer.received.length;
  await page.getByLabel(/^(Email|邮箱)/).fill(`${username.toUpperCase()}@renovation.example`);
  await page.getByRole('button', { name: ask }).click();
  await page.getByText(sent).waitFor();
  await screenshot(page, `forgot-password-sent-${locale}`);

  const mail = (await app.server.peer.messages(before + 1)).at(-1)!;
  expect(mail.subject).toBe(subject);
  const link = /http\S+\/auth\/reset-password\?token=\S+/.exec(mail.text!)![0];
  expect(new URL(link).origin).toBe(app.server.url);

  await page.goto(link);
  const saveButton = page.getByRole('button', { name: save });
  await saveButton.waitFor();
  const newPassword = page.getByLabel(/New password|新密码/);
  await newPassword.first().fill('a second passphrase');
  await newPassword.last().fill('a second passphrase');
  await screenshot(page, `reset-password-${locale}`);
  await saveButton.click();
  await page.waitForURL(/\/auth\/login/);
  expect(await signInStatus(username, 'the first passphrase')).toBe(401);
  await page.getByLabel(/^(Username|用户名)/).fill(username);
  await page.getByLabel(/^(Password|密码)/).fill('a second passphrase');
  await page.getByRole('button', { name: /^(Sign in|登录)$/ }).click();
  await page.waitForURL(/\/dashboard$/);

  // The link worked once.
  await page.goto(link);
  await saveButton.waitFor();
  await newPassword.first().fill('a third passphrase');
  await newPassword.last().fill('a third passphrase');
  await saveButton.click();
  await page.getByText(/This reset link is not valid or has expired|此重置链接无效或已过期/).waitFor();
  await page.close();
});
