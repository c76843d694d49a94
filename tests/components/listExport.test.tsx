import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { signInAs } from './support/session';

const customer = (n: number) => ({ _id: `c${n}`, uid: n, name: `Customer${n}`, last_name: 'Tremblay', phone: '4165550101', status: 'active', created_at: '2026-01-02T03:04:05.000Z' });

/** The file the server writes: its name is the server's, not one the client makes up. */
const serverCsv = '\uFEFFuid,name\r\n1,"\'=SUM(A1)"\r\n2,王芳';
const csvAnswer = () =>
  new Response(serverCsv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="customers-2026-11-27.csv"' } });

/** A customers list of two pages on screen, and its export. */
function customersApi(call: RecordedCall) {
  if (call.url.endsWith('/crm/customers/query')) return json(200, { customers: [customer(0), customer(1)], meta: { total: 2_345, current: 1, pageSize: 100 } });
  if (call.url.endsWith('/crm/customers/export.csv')) return csvAnswer();
  if (call.url.endsWith('/admin/statistics/all')) return json(200, { customers: 2_345 });
  return json(404, { error: `Not here: ${call.url}` });
}

/** The files the app downloads: their names and texts, byte-order mark kept. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const files: { name: string; text: Promise<string> }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href')!)!;
    files.push({ name: this.download, text: blob.arrayBuffer().then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)) });
  });
  return files;
}

afterEach(() => vi.restoreAllMocks());

describe('the CSV export of a list', () => {
  it("downloads the server's file of every record the list's filters and sort select, in the reader's language", async () => {
    const token = signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/customers?filter=%7B%22status%22%3A%5B%22active%22%5D%7D&sort=name&order=ASC');
    const calls = stubFetch(customersApi);
    const files = captureDownloads();
    const user = userEvent.setup();
    render(<AppRoot />);

    await screen.findByText('Customer0 Tremblay');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));

    expect(files[0].name).toBe('customers-2026-11-27.csv');
    expect(await files[0].text).toBe(serverCsv);
    const exports = calls.filter((call) => call.url.endsWith('/export.csv'));
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({
      url: '/api/crm/customers/export.csv',
      method: 'POST',
      body: { sorter: { field: 'name', order: 'ascend' }, filters: { status: ['active'] } },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    expect(calls.filter((call) => call.url.endsWith('/query'))).toHaveLength(1); // no page is read again to export
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('tells a refused export and downloads nothing, ready to try again', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/customers');
    stubFetch((call) => (call.url.endsWith('/export.csv') ? json(503, { error: 'The database is restarting.' }) : customersApi(call)));
    const files = captureDownloads();
    const user = userEvent.setup();
    render(<AppRoot />);

    await screen.findByText('Customer0 Tremblay');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The database is restarting.')).toBeInTheDocument();
    expect(files).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
