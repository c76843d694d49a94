import ExifReader from 'exifreader';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProjectFile, ProjectFileUploadAnswer } from '../../domain/projectFile.js';
import { projectFileUpload } from '../../domain/upload.js';
import { pmFixtures, type ApiRecord } from './pmFixtures.js';
import { startTestServer, type TestServer } from './testServer.js';
import { cameraExif, jpeg, multipartForm, png, webp, withExif } from './uploadFixtures.js';

let server: TestServer;
let pm: ReturnType<typeof pmFixtures>;
let staff: Record<string, string>;
let project: ApiRecord;

beforeAll(async () => {
  server = await startTestServer();
  staff = (await server.signIn(['employee'])).headers;
  pm = pmFixtures(server, staff);
  project = await pm.createProject();
});
afterAll(() => server?.close());

type Upload = { content: Buffer; filename: string; contentType?: string };
const upload = (projectId: string, files: Upload[], fields: Record<string, string> = {}, headers = staff) => {
  const form = multipartForm(
    fields,
    files.map(({ content, filename, contentType = 'application/octet-stream' }) => ({ content, filename, contentType })),
  );
  return server.app.inject({ method: 'POST', url: `/api/pm/projects/${projectId}/files`, headers: { ...headers, ...form.headers }, payload: form.payload });
};
const uploaded = async (projectId: string, files: Upload[], fields: Record<string, string> = {}) => {
  const response = await upload(projectId, files, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ProjectFileUploadAnswer;
};
/** The content a file's link serves, fetched as a browser's <img> does: without a token. */
const content = async (file: ProjectFile) => {
  const response = await server.app.inject({ method: 'GET', url: file.url! });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const filesOf = async (projectId: string): Promise<ProjectFile[]> => (await pm.succeeded('GET', `/pm/projects/${projectId}/files`)).files;

describe('POST /pm/projects/{id}/files', () => {
  test('saves several files at once and refuses one that is no image or PDF, naming it, while the others are saved', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
    const answer = await uploaded(
      project._id,
      [
        { content: png, filename: 'before-kitchen.png', contentType: 'image/png' },
        { content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'tiles.png', contentType: 'image/png' },
        { content: pdf, filename: '建筑许可.pdf', contentType: 'application/pdf' },
      ],
      { stage: 'before', room: 'Kitchen', caption: 'The old cabinets' },
    );
    expect(answer.refused).toEqual([
      { file_name: 'tiles.png', code: 'UNSUPPORTED_FILE_TYPE', error: 'tiles.png was not added: only PNG, JPEG, WebP or GIF images and PDF documents can be added.' },
    ]);
    expect(answer.files.map(({ file_name, type, size, stage, room, caption }) => ({ file_name, type, size, stage, room, caption }))).toEqual([
      { file_name: 'before-kitchen.png', type: 'image/png', size: png.length, stage: 'before', room: 'Kitchen', caption: 'The old cabinets' },
      { file_name: '建筑许可.pdf', type: 'application/pdf', size: pdf.length, stage: 'before', room: 'Kitchen', caption: 'The old cabinets' },
    ]);
    expect(answer.files[0]).toMatchObject({ project: project._id, creator_name: expect.any(String), url: expect.stringMatching(/^\/api\/pm\/project-files\//) });

    // The project lists them, and their links serve them to a browser without a token.
    expect((await filesOf(project._id)).map((file) => file.file_name)).toEqual(expect.arrayContaining(['before-kitchen.png', '建筑许可.pdf']));
    expect((await content(answer.files[0])).rawPayload.equals(png)).toBe(true);
    const served = await content(answer.files[1]);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`inline; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('建筑许可.pdf')}`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  test('knows a type by the content, not by the name or the type the browser gave', async () => {
    const answer = await uploaded(project._id, [
      { content: png, filename: 'scan.pdf', contentType: 'application/pdf' },
      { content: Buffer.from('%PDF-1.4 plan'), filename: 'photo.jpg', contentType: 'image/jpeg' },
      { content: Buffer.from('<html><body>hello</body></html>'), filename: 'permit.pdf', contentType: 'application/pdf' },
    ]);
    expect(answer.files.map((file) => [file.file_name, file.type])).toEqual([
      ['scan.pdf', 'image/png'],
      ['photo.jpg', 'application/pdf'],
    ]);
    expect(answer.refused.map((file) => [file.file_name, file.code])).toEqual([['permit.pdf', 'UNSUPPORTED_FILE_TYPE']]);
  });

  test('refuses a file over the size limit by name and keeps the others; a batch with nothing saved answers 200', async () => {
    const large = Buffer.concat([png, Buffer.alloc(projectFileUpload.maxBytes)]);
    const response = await upload(project._id, [
      { content: large, filename: 'huge.png' },
      { content: png, filename: 'small.png' },
    ]);
    expect(response.statusCode).toBe(201);
    const answer = response.json() as ProjectFileUploadAnswer;
    expect(answer.refused).toEqual([{ file_name: 'huge.png', code: 'FILE_TOO_LARGE', error: 'huge.png was not added: a file may be at most 10 MB.' }]);
    expect(answer.files.map((file) => file.file_name)).toEqual(['small.png']);

    const none = await upload(project._id, [{ content: Buffer.from('hello'), filename: 'notes.txt' }]);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ files: [], refused: [{ file_name: 'notes.txt', code: 'UNSUPPORTED_FILE_TYPE' }] });
  });

  test('refuses files past the most an upload takes, and checks its fields before saving anything', async () => {
    const many = Array.from({ length: projectFileUpload.maxFiles + 2 }, (_, n) => ({ content: png, filename: `p${n}.png` }));
    const answer = (await upload(project._id, many)).json() as ProjectFileUploadAnswer;
    expect(answer.files).toHaveLength(projectFileUpload.maxFiles);
    expect(answer.refused).toEqual([expect.objectContaining({ file_name: null, code: 'FILE_TOO_LARGE', error: expect.stringContaining('At most 10 files') })]);

    const before = (await filesOf(project._id)).length;
    const wrongStage = await upload(project._id, [{ content: png, filename: 'a.png' }], { stage: 'someday' });
    expect(wrongStage.statusCode).toBe(400);
    expect(wrongStage.json().details).toEqual([expect.objectContaining({ path: 'stage', key: 'validation.choose_from_list' })]);
    expect(await filesOf(project._id)).toHaveLength(before);
    expect((await upload('no-such-project', [{ content: png, filename: 'a.png' }])).statusCode).toBe(404);
  });

  for (const [format, image] of [
    ['JPEG', jpeg],
    ['WebP', webp],
    ['PNG', png],
  ] as const) {
    test(`removes where a ${format} photo was taken and keeps its orientation, unless asked to keep it`, async () => {
      const photo = withExif(image, cameraExif());
      expect(ExifReader.load(photo, { expanded: true }).gps?.Latitude).toBeCloseTo(43.6534, 3);
      const { files } = await uploaded(project._id, [{ content: photo, filename: 'site.photo' }], { stage: 'during' });
      const stored = ExifReader.load((await content(files[0])).rawPayload, { expanded: true });
      expect(stored.gps).toBeUndefined();
      expect(stored.exif?.Orientation?.value).toBe(6);
      expect(files[0].location_kept).toBe(false);

      const kept = await uploaded(project._id, [{ content: photo, filename: 'site.photo' }], { stage: 'during', keep_location: 'true' });
      const keptBytes = (await content(kept.files[0])).rawPayload;
      expect(keptBytes.equals(photo)).toBe(true);
      expect(ExifReader.load(keptBytes, { expanded: true }).gps?.Longitude).toBeCloseTo(-79.3824, 3);
      expect(kept.files[0].location_kept).toBe(true);
    });
  }
});

describe('a file once saved', () => {
  test('has its stage, room and caption changed, refused when someone changed it since it was read', async () => {
    const [file] = (await uploaded(project._id, [{ content: png, filename: 'wall.png' }])).files;
    expect(file.stage).toBe('during');
    const saved: ProjectFile = await pm.succeeded('PUT', '/pm/project-files', { _id: file._id, updated_at: file.updated_at, stage: 'after', room: 'Living room', caption: 'Painted' });
    expect(saved).toMatchObject({ stage: 'after', room: 'Living room', caption: 'Painted', file_name: 'wall.png' });
    const stale = await pm.api('PUT', '/pm/project-files', { _id: file._id, updated_at: file.updated_at, caption: 'Again' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_UPDATE');
    const invalid = await pm.api('PUT', '/pm/project-files', { _id: file._id, updated_at: saved.updated_at, stage: 'someday', caption: 'x'.repeat(501) });
    expect(invalid.statusCode).toBe(400);
    expect((await filesOf(project._id)).find((one) => one._id === file._id)).toMatchObject({ caption: 'Painted' });
  });

  test('is deleted with its upload, and its link then serves nothing', async () => {
    const [file] = (await uploaded(project._id, [{ content: png, filename: 'gone.png' }])).files;
    await pm.succeeded('DELETE', `/pm/project-files/${file._id}`);
    expect((await filesOf(project._id)).map((one) => one._id)).not.toContain(file._id);
    expect((await server.app.inject({ method: 'GET', url: file.url! })).statusCode).toBe(404);
    expect((await server.database.pool.query('select 1 from project_files where _id = $1', [file._id])).rows).toEqual([]);
    expect((await pm.api('DELETE', `/pm/project-files/${file._id}`)).statusCode).toBe(404);
  });

  test('goes to the trash with its project and comes back with it; emptying the trash deletes its upload', async () => {
    const other = await pm.createProject();
    const [file] = (await uploaded(other._id, [{ content: png, filename: 'trashed.png' }])).files;
    const admin = (await server.signIn(['admin'])).headers;
    const asAdmin = pmFixtures(server, admin);
    await asAdmin.succeeded('DELETE', `/pm/projects/${other._id}`);
    expect((await pm.api('GET', `/pm/projects/${other._id}/files`)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: file.url! })).statusCode).toBe(404);
    await asAdmin.succeeded('POST', `/pm/projects/${other._id}/restore`);
    expect((await filesOf(other._id)).map((one) => one.file_name)).toEqual(['trashed.png']);
    expect((await content(file)).rawPayload.equals(png)).toBe(true);

    await asAdmin.succeeded('DELETE', `/pm/projects/${other._id}`);
    const uploadName = async () => (await server.database.pool.query(`select name from uploads where name like 'private-%' and name in (select r->>'upload' from trash, jsonb_array_elements(rows) p, jsonb_array_elements(p->'rows') r where record_id = $1)`, [other._id])).rows;
    expect(await uploadName()).toHaveLength(1);
    server.clock.advance(31 * 24 * 3600_000);
    await server.app.emptyTrash();
    expect(await uploadName()).toEqual([]);
    expect((await server.database.pool.query(`select 1 from uploads u where u.name like 'private-%' and not exists (select 1 from project_files f where f.upload = u.name)`)).rows).toEqual([]);
  });

  test("a link works only for its file and only until it expires; a file's address is never the public files'", async () => {
    const [first, second] = (await uploaded(project._id, [{ content: png, filename: 'a.png' }, { content: jpeg, filename: 'b.jpg' }])).files;
    const link = new URL(first.url!, 'http://x').searchParams.get('link')!;
    const forged = await server.app.inject({ method: 'GET', url: `/api/pm/project-files/${second._id}/content?link=${link}` });
    expect(forged.statusCode).toBe(404);
    const tampered = link.replace(/\.(\d+)\./, (_, seconds: string) => `.${Number(seconds) + 86400}.`);
    expect((await server.app.inject({ method: 'GET', url: `/api/pm/project-files/${first._id}/content?link=${tampered}` })).statusCode).toBe(404);
    const [{ upload }] = (await server.database.pool.query('select upload from project_files where _id = $1', [first._id])).rows;
    expect((await server.app.inject({ method: 'GET', url: `/api/storage/files/${upload}` })).statusCode).toBe(400);

    server.clock.advance(25 * 3600_000);
    expect((await server.app.inject({ method: 'GET', url: first.url! })).statusCode).toBe(404);
    // Read again, the list answers links that work.
    const fresh = (await filesOf(project._id)).find((file) => file._id === first._id)!;
    expect((await content(fresh)).rawPayload.equals(png)).toBe(true);
  });
});

describe('access', () => {
  test('PM readers list, PM writers change; accounts without PM are refused, and nobody without a token', async () => {
    const [file] = (await uploaded(project._id, [{ content: png, filename: 'access.png' }])).files;
    const marketer = (await server.signIn(['employee'], ['marketing'])).headers;
    const visitor = (await server.signIn(['visitor'])).headers;
    for (const headers of [marketer, visitor]) {
      expect((await server.app.inject({ method: 'GET', url: `/api/pm/projects/${project._id}/files`, headers })).statusCode).toBe(403);
      expect((await upload(project._id, [{ content: png, filename: 'x.png' }], {}, headers)).statusCode).toBe(403);
      expect((await server.app.inject({ method: 'DELETE', url: `/api/pm/project-files/${file._id}`, headers })).statusCode).toBe(403);
      expect((await server.app.inject({ method: 'PUT', url: '/api/pm/project-files', headers, payload: { _id: file._id, updated_at: file.updated_at, caption: 'x' } })).statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: `/api/pm/projects/${project._id}/files` })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/pm/project-files/${file._id}/content?link=x` })).statusCode).toBe(404);
  });

  test("a customer's page lists the files of all their projects, each naming its project", async () => {
    const customer = await pm.createCustomer({ name: 'Grace', last_name: 'Hopper' });
    const first = await pm.created('/pm/projects', pm.projectBody(customer._id));
    const second = await pm.created('/pm/projects', pm.projectBody(customer._id));
    await uploaded(first._id, [{ content: png, filename: 'one.png' }]);
    await uploaded(second._id, [{ content: png, filename: 'two.png' }, { content: png, filename: 'three.png' }]);
    const { files } = await pm.succeeded('GET', `/pm/projects/customer/${customer._id}/files`);
    expect(files.map((file: ProjectFile) => [file.file_name, file.project])).toEqual([
      ['two.png', second._id],
      ['three.png', second._id],
      ['one.png', first._id],
    ]);
    expect(files[0].customer_name).toBe('Grace Hopper');
  });
});
