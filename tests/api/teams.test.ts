import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectRefusal, pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;
let lead: string;
let hand: string;

beforeAll(async () => {
  server = await startTestServer();
  pm = pmFixtures(server, (await server.signIn(['manager'])).headers);
  lead = await pm.staffMember(['employee']);
  hand = await pm.staffMember(['Worker']);
});
afterAll(() => server?.close());

describe('create and update', () => {
  test('a team is saved with its members and leader, named in the answer', async () => {
    const team = await pm.createTeam({ name: 'East crew', alias: 'E1', members: [lead, hand], leader: lead });
    expect(team).toMatchObject({
      name: 'East crew',
      alias: 'E1',
      members: [lead, hand],
      member_names: [expect.stringMatching(/employee/), expect.stringMatching(/worker/)],
      leader: lead,
      leader_name: expect.stringMatching(/employee/),
    });
    expect(await pm.createTeam({ name: 'Empty crew' })).toMatchObject({ members: [], leader: null, member_names: [], leader_name: null });
  });

  test.each([
    [{ name: '' }, 'name', 'Please input team name'],
    [{ name: 'x'.repeat(51) }, 'name', 'Length should be 1 to 50'],
    [{ members: ['ghost'] }, 'members.0', 'This staff member does not exist'],
    [{ members: ['ghost'], leader: 'ghost' }, 'members.0', 'This staff member does not exist'],
    [{ members: [], leader: 'someone' }, 'leader', 'The team leader must be one of its members'],
  ])('refuses %j with "%s: %s"', async (fields, path, message) => {
    expectRefusal(await pm.api('POST', '/pm/teams', { name: 'Crew', ...fields }), path, message);
  });

  test('update saves members and leader, checked against the stored team; a stale version is a 409', async () => {
    const team = await pm.createTeam({ members: [lead, hand], leader: lead });
    expectRefusal(await pm.api('PUT', '/pm/teams', { _id: team._id, updated_at: team.updated_at, members: [hand] }), 'leader', 'The team leader must be one of its members');
    expectRefusal(await pm.api('PUT', '/pm/teams', { _id: team._id, updated_at: team.updated_at, members: [hand, 'ghost'] }), 'members.1', 'This staff member does not exist');
    const updated = await pm.succeeded('PUT', '/pm/teams', { _id: team._id, updated_at: team.updated_at, members: [hand], leader: hand, name: 'Renamed' });
    expect(updated).toMatchObject({ members: [hand], leader: hand, name: 'Renamed' });
    expect((await pm.api('PUT', '/pm/teams', { _id: team._id, updated_at: team.updated_at, name: 'Stale' })).statusCode).toBe(409);
    expect(await pm.succeeded('GET', `/pm/teams/${team._id}`)).toEqual(updated);
  });
});

describe('the teams', () => {
  test('GET /pm/teams answers {teams} by name', async () => {
    await pm.createTeam({ name: 'zz last' });
    await pm.createTeam({ name: 'Aa first' });
    const { teams } = await pm.succeeded('GET', '/pm/teams');
    const teamNames = teams.map((team: ApiRecord) => team.name);
    expect(teamNames[0]).toBe('Aa first');
    expect(teamNames.at(-1)).toBe('zz last');
    expect(teamNames).toHaveLength((await pm.succeeded('POST', '/pm/teams/query', { pagination: { current: 1, pageSize: 1000 } })).teams.length);
  });

  test('an unknown team is a 404', async () => {
    expect((await pm.api('GET', '/pm/teams/6b0000000000000000000000')).statusCode).toBe(404);
  });
});
