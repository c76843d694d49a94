import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';

type Answer = Awaited<ReturnType<TestServer['app']['inject']>>;
type SignedIn = Awaited<ReturnType<TestServer['signIn']>>;
type StaffRecord = Record<string, unknown> & { _id: string; updated_at: string; roles: string[] };

let server: TestServer;
let superadmin: SignedIn;
let admin: SignedIn;
let manager: SignedIn;

const strongPassword = 'violet kettle harbour 42';
let created = 0;

beforeAll(async () => {
  server = await startTestServer();
  superadmin = await server.signIn(['superadmin']);
  admin = await server.signIn(['admin']);
  manager = await server.signIn(['manager']);
});
afterAll(() => server?.close());

const call = (as: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  server.app.inject({ method, url: `/api${url}`, headers: as.headers, payload: payload as object });

/** A new staff member's fields, each call with its own username and e-mail. */
function newStaff(fields: Record<string, unknown> = {}) {
  const username = `staff${++created}`;
  return { username, name: 'Wei', display_name: `Wei ${created}`, email: `${username}@example.com`, password: strongPassword, ...fields };
}

async function createStaff(as: SignedIn, fields: Record<string, unknown> = {}): Promise<StaffRecord> {
  const response = await call(as, 'POST', '/system/staffs', newStaff(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The staff member's own session, signed in with the password given at creation. */
async function signInAs(username: string, password = strongPassword) {
  const response = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  expect(response.statusCode, response.body).toBe(200);
  return { headers: { authorization: `Bearer ${(response.json() as { accessToken: string }).accessToken}` } } as SignedIn;
}

const update = (as: SignedIn, staff: StaffRecord, fields: Record<string, unknown>) =>
  call(as, 'PUT', '/system/staffs', { _id: staff._id, updated_at: staff.updated_at, ...fields });

function expectRefused(response: Answer, status: number, error: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toBe(error);
}

function expectFieldError(response: Answer, path: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
}

/** Whether a signed-in session still works: a request of it after the change. */
const sessionStatus = async (session: SignedIn) => (await call(session, 'GET', '/auth/account')).statusCode;

describe('Create New Staff (docs/product.md#validation)', () => {
  test('creates a staff member with the form defaults, never answering the password; they sign in with it', async () => {
    const response = await call(admin, 'POST', '/system/staffs', newStaff({ department: 'sales', job_title: 'general_manager', phone: '4165550100' }));
    expect(response.statusCode).toBe(201);
    const staff = response.json();
    expect(staff).toMatchObject({ active: true, roles: ['employee'], permissions: ['default'], department: 'sales', job_title: 'general_manager', creator: admin.account._id });
    expect(response.body).not.toMatch(/password|session_version/);
    expect(response.body).not.toContain(strongPassword);
    expect(await sessionStatus(await signInAs(staff.username))).toBe(200);
  });

  test.each([
    [{ username: '' }, 'username', 'Please input username'],
    [{ username: 'x'.repeat(51) }, 'username', 'Length should be 1 to 50'],
    [{ username: 'two words' }, 'username', 'A username holds letters, digits, dots, dashes or underscores only'],
    [{ name: '' }, 'name', 'Please input staff name'],
    [{ name: 'x'.repeat(51) }, 'name', 'Length should be 1 to 50'],
    [{ display_name: ' ' }, 'display_name', 'Please input staff display name'],
    [{ display_name: 'x'.repeat(51) }, 'display_name', 'Length should be 1 to 50'],
    [{ email: '' }, 'email', 'Please input staff email'],
    [{ email: 'a@' }, 'email', 'Length should be 3 to 50'],
    [{ email: `${'x'.repeat(45)}@example.com` }, 'email', 'Length should be 3 to 50'],
    [{ email: 'not an address' }, 'email', 'Please input a valid email address'],
    [{ password: '' }, 'password', 'Please input password'],
    [{ department: 'kitchen' }, 'department', 'Please choose a value from the list'],
    [{ job_title: 'wizard' }, 'job_title', 'Please choose a value from the list'],
    [{ roles: [] }, 'roles', 'Please select at least one role'],
    [{ roles: ['visitor'] }, 'roles.0', 'Please choose a value from the list'],
    [{ permissions: ['everything'] }, 'permissions.0', 'Please choose a value from the list'],
  ])('refuses %j: "%s: %s"', async (fields, path, message) => {
    expectFieldError(await call(admin, 'POST', '/system/staffs', newStaff(fields)), path, message);
  });

  test('the first password must be hard to guess', async () => {
    const common = await call(admin, 'POST', '/system/staffs', newStaff({ password: 'password1' }));
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', details: [expect.objectContaining({ path: 'password' })] });
    const personal = await call(admin, 'POST', '/system/staffs', newStaff({ username: 'margaretta', password: 'margaretta1' }));
    expect(personal.json()).toMatchObject({ code: 'PASSWORD_PERSONAL' });
  });

  test('a username or e-mail another account holds, in any case, is a 409 naming the field', async () => {
    const staff = await createStaff(admin);
    const takenName = await call(admin, 'POST', '/system/staffs', newStaff({ username: String(staff.username).toUpperCase() }));
    expect(takenName.statusCode).toBe(409);
    expect(takenName.json()).toMatchObject({ code: 'USERNAME_TAKEN', error: 'This username is already taken.', details: [{ path: 'username' }] });
    const takenEmail = await call(admin, 'POST', '/system/staffs', newStaff({ email: String(staff.email).toUpperCase() }));
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json()).toMatchObject({ code: 'EMAIL_TAKEN', error: 'This email is already in use.', details: [{ path: 'email' }] });
    // Another's username on an edit, too; one's own stays.
    const other = await createStaff(admin);
    expect((await update(admin, other, { username: staff.username })).statusCode).toBe(409);
    expect((await update(admin, other, { username: other.username, name: 'Same name kept' })).statusCode).toBe(200);
  });
});

describe('reading staff', () => {
  test('GET /system/staffs lists active staff by name for every staff member, a Worker included; never visitors', async () => {
    const leaver = await createStaff(admin, { display_name: 'Leaver' });
    await update(admin, leaver, { active: false });
    const visitor = await server.signIn(['visitor']);
    const worker = await server.signIn(['Worker']);
    const response = await call(worker, 'GET', '/system/staffs');
    expect(response.statusCode).toBe(200);
    const { staff } = response.json() as { staff: { _id: string; name: string }[] };
    const ids = staff.map(({ _id }) => _id);
    expect(ids).toEqual(expect.arrayContaining([admin.account._id, worker.account._id]));
    expect(ids).not.toContain(leaver._id);
    expect(ids).not.toContain(visitor.account._id);
    expect(Object.keys(staff[0]).sort()).toEqual(['_id', 'name']);
    const names = staff.map(({ name }) => name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await call(visitor, 'GET', '/system/staffs')).statusCode).toBe(403);
    // The pickers' former call is gone: one list for every picker.
    expect((await call(worker, 'GET', '/pm/staff')).statusCode).toBe(404);
  });

  test('POST /system/staffs/query answers {users, meta}, filtered by department, job title, role and active; no visitor, no password', async () => {
    const designer = await createStaff(admin, { department: 'tech', job_title: 'designer', roles: ['manager'] });
    const inactive = await createStaff(admin, { department: 'tech', job_title: 'designer', active: false });
    const visitor = await server.signIn(['visitor']);
    const query = async (filters: Record<string, unknown>) => {
      const response = await call(manager, 'POST', '/system/staffs/query', { filters, pagination: { current: 1, pageSize: 100 } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toMatch(/password|session_version/);
      const { users, meta } = response.json() as { users: StaffRecord[]; meta: { total: number } };
      expect(meta.total).toBe(users.length);
      return users.map(({ _id }) => _id);
    };
    const everyone = await query({});
    expect(everyone).toEqual(expect.arrayContaining([admin.account._id, designer._id, inactive._id]));
    expect(everyone).not.toContain(visitor.account._id);
    expect(await query({ department: 'tech', job_title: 'designer' })).toEqual([inactive._id, designer._id]);
    expect(await query({ department: 'tech', roles: ['manager'] })).toEqual([designer._id]);
    expect(await query({ department: 'tech', active: false })).toEqual([inactive._id]);
    expect(await query({ department: 'tech', active: true })).toEqual([designer._id]);
    const badFilter = await call(manager, 'POST', '/system/staffs/query', { filters: { password_hash: 'x' } });
    expect(badFilter.statusCode).toBe(400);
  });

  test('q finds a staff member by any of their names, username or e-mail, never a visitor of the same name', async () => {
    const staff = await createStaff(admin, { name: 'Marisol', lastname: 'Quintero', display_name: '马丽 Q' });
    const visitor = await server.signIn(['visitor']);
    await server.database.pool.query("UPDATE users SET name = 'Marisol' WHERE _id = $1", [visitor.account._id]);
    const search = async (q: string) => {
      const response = await call(manager, 'POST', '/system/staffs/query', { q, pagination: { current: 1, pageSize: 100 } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { users: StaffRecord[] }).users.map(({ _id }) => _id);
    };
    for (const term of ['MARISOL', 'quintero', '马丽', staff.username as string, `${staff.username}@EXAMPLE.com`]) {
      expect(await search(term), term).toEqual([staff._id]);
    }
  });

  test('GET /system/staffs/:id answers a staff record; a visitor account is no staff record', async () => {
    const staff = await createStaff(admin);
    const response = await call(manager, 'GET', `/system/staffs/${staff._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(staff);
    expect(response.json().creator_name).toBe(admin.account.display_name);
    const visitor = await server.signIn(['visitor']);
    expect((await call(manager, 'GET', `/system/staffs/${visitor.account._id}`)).statusCode).toBe(404);
    expect((await call(superadmin, 'PUT', '/system/staffs', { _id: visitor.account._id, updated_at: new Date().toISOString(), note: 'x' })).statusCode).toBe(404);
  });

  test('managers and employees read staff but cannot write; a Worker or a CRM-only employee cannot read them', async () => {
    const employee = await server.signIn(['employee']);
    expect((await call(employee, 'POST', '/system/staffs/query', {})).statusCode).toBe(200);
    expect((await call(manager, 'POST', '/system/staffs', newStaff())).statusCode).toBe(403);
    const staff = await createStaff(admin);
    expect((await update(manager, staff, { note: 'mine now' })).statusCode).toBe(403);
    const worker = await server.signIn(['Worker']);
    expect((await call(worker, 'POST', '/system/staffs/query', {})).statusCode).toBe(403);
    const crmOnly = await server.signIn(['employee'], ['crm']);
    expect((await call(crmOnly, 'GET', `/system/staffs/${staff._id}`)).statusCode).toBe(403);
  });

  test('the statistics count staff accounts: a new staff member adds one, a visitor none', async () => {
    const count = async () => (await call(manager, 'GET', '/admin/statistics/all')).json().staffs as number;
    const before = await count();
    await createStaff(admin);
    await server.signIn(['visitor']);
    expect(await count()).toBe(before + 1);
  });
});

describe('editing staff', () => {
  test('an edit needs the version it was read at: 428 without, 409 when stale', async () => {
    const staff = await createStaff(admin);
    expect((await call(admin, 'PUT', '/system/staffs', { _id: staff._id, note: 'x' })).statusCode).toBe(428);
    const saved = await update(admin, staff, { note: 'First', bio: 'Tiles' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ note: 'First', bio: 'Tiles' });
    const stale = await update(admin, staff, { note: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_UPDATE');
  });

  test('who may grant and remove admin and superadmin (docs/product.md#staff)', async () => {
    const ownRoles = 'You cannot change your own roles, permissions or active flag.';
    const elevatedRole = 'Only a superadmin can grant or remove the admin or superadmin role.';
    const elevatedAccount = 'Only a superadmin can manage an admin or superadmin account.';

    // An admin creates and manages accounts below admin only.
    expectRefused(await call(admin, 'POST', '/system/staffs', newStaff({ roles: ['admin'] })), 403, elevatedRole);
    expectRefused(await call(admin, 'POST', '/system/staffs', newStaff({ roles: ['superadmin'] })), 403, elevatedRole);
    const employee = await createStaff(admin, { roles: ['employee'] });
    expectRefused(await update(admin, employee, { roles: ['employee', 'admin'] }), 403, elevatedRole);
    const promoted = await update(admin, employee, { roles: ['manager'], permissions: ['crm', 'pm'] });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ roles: ['manager'], permissions: ['crm', 'pm'] });

    const otherAdmin = await createStaff(superadmin, { roles: ['admin'] });
    expectRefused(await update(admin, otherAdmin, { roles: ['employee'] }), 403, elevatedAccount);
    expectRefused(await update(admin, otherAdmin, { note: 'even this' }), 403, elevatedAccount);
    expectRefused(await update(admin, otherAdmin, { active: false }), 403, elevatedAccount);

    // Nobody changes their own standing; the rest of their record is theirs.
    const self = (await call(admin, 'GET', `/system/staffs/${admin.account._id}`)).json() as StaffRecord;
    expectRefused(await update(admin, self, { roles: ['admin', 'manager'] }), 403, ownRoles);
    expectRefused(await update(admin, self, { permissions: ['crm'] }), 403, ownRoles);
    expectRefused(await update(admin, self, { active: false }), 403, ownRoles);
    expectRefused(await update(admin, self, { password: 'a brand new secret 77' }), 403, 'Change your own password from your profile.');
    expect((await update(admin, self, { bio: 'Runs the office', roles: ['admin'] })).statusCode).toBe(200);
    const superSelf = (await call(superadmin, 'GET', `/system/staffs/${superadmin.account._id}`)).json() as StaffRecord;
    expectRefused(await update(superadmin, superSelf, { roles: ['admin'] }), 403, ownRoles);

    // A superadmin grants and removes both.
    expect((await call(superadmin, 'POST', '/system/staffs', newStaff({ roles: ['superadmin'] }))).statusCode).toBe(201);
    const granted = await update(superadmin, employee, { roles: ['admin'], updated_at: promoted.json().updated_at });
    expect(granted.statusCode).toBe(200);
    const removed = await update(superadmin, granted.json(), { roles: ['employee'] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().roles).toEqual(['employee']);
    expect((await update(superadmin, otherAdmin, { active: false })).statusCode).toBe(200);
  });

  test('refusals are audited', async () => {
    const otherAdmin = await createStaff(superadmin, { roles: ['admin'] });
    await update(admin, otherAdmin, { roles: ['employee'] });
    const { rows } = await server.database.pool.query("SELECT actor, subject FROM audit_events WHERE action = 'access_refused' AND subject = $1", [otherAdmin._id]);
    expect(rows).toEqual([{ actor: admin.account._id, subject: otherAdmin._id }]);
  });

  test('two superadmins demoting each other at once: one wins, and an active superadmin remains', async () => {
    const first = await createStaff(superadmin, { roles: ['superadmin'] });
    const second = await createStaff(superadmin, { roles: ['superadmin'] });
    // Alone with these two, as a business with two owners.
    const others = await server.database.pool.query(
      "UPDATE users SET active = false WHERE 'superadmin' = any(roles) AND _id <> all($1) RETURNING _id",
      [[first._id, second._id]],
    );
    try {
      const [firstSession, secondSession] = [await signInAs(String(first.username)), await signInAs(String(second.username))];
      const answers = await Promise.all([update(firstSession, second, { roles: ['employee'] }), update(secondSession, first, { roles: ['employee'] })]);
      // The loser is refused as the last superadmin (403), or, when the winner committed before it was checked
      // in, because its demotion ended its session (401).
      const [won, refused] = answers.map((answer) => answer.statusCode).sort();
      expect(won).toBe(200);
      expect([401, 403]).toContain(refused);
      const { rows } = await server.database.pool.query("SELECT count(*)::int AS count FROM users WHERE 'superadmin' = any(roles) AND active");
      expect(rows[0].count).toBe(1);
    } finally {
      await server.database.pool.query('UPDATE users SET active = true WHERE _id = any($1)', [others.rows.map((row) => row._id)]);
    }
  });

  describe('a change of standing or a password set ends the account\'s sessions at once', () => {
    test.each([
      ['roles', { roles: ['manager'] }],
      ['permissions', { permissions: ['pm'] }],
      ['active', { active: false }],
      ['password', { password: 'a fresh password 2024!' }],
    ])('%s', async (_change, fields) => {
      const staff = await createStaff(admin);
      const session = await signInAs(String(staff.username));
      expect(await sessionStatus(session)).toBe(200);
      expect((await update(admin, staff, fields)).statusCode).toBe(200);
      expect(await sessionStatus(session)).toBe(401);
    });

    test('the password an administrator sets is the one that signs in; the old one no longer does', async () => {
      const staff = await createStaff(admin);
      const newPassword = 'orchid lantern meadow 9';
      const saved = await update(admin, staff, { password: newPassword });
      expect(saved.body).not.toContain(newPassword);
      expect(saved.body).not.toMatch(/password/);
      expect((await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: staff.username, password: strongPassword } })).statusCode).toBe(401);
      await signInAs(String(staff.username), newPassword);
      expect((await update(admin, saved.json(), { password: 'password1' })).json().code).toBe('PASSWORD_TOO_WEAK');
    });

    test('other edits leave the sessions alone', async () => {
      const staff = await createStaff(admin);
      const session = await signInAs(String(staff.username));
      expect((await update(admin, staff, { phone: '4165550199', department: 'hr', roles: ['employee'] })).statusCode).toBe(200);
      expect(await sessionStatus(session)).toBe(200);
    });
  });
});
