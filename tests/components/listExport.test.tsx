import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/root/AppRoot';
import { json, stubFetch, type RecordedCall } from './support/fetchStub';
import { signInAs } from './support/session';

const matching = 2_345;
/** Past 1 000 matches the API's total of a filtered list is the planner's estimate, which can fall short. */
const estimatedTotal = 1_900;
const customer = (n: number) => ({ _id: `c${n}`, uid: n, name: `Customer${n}`, last_name: 'Tremblay', phone: '4165550101', status: 'active', created_at: '2026-01-02T03:04:05.000Z' });

/** A customers list of `matching` records, answered a page at a time as the API does. */
function customersApi(call: RecordedCall) {
  if (call.url.endsWith('/crm/customers/query')) {
    const { current, pageSize } = (call.body as { pagination: { current: number; pageSize: number } }).pagination;
    const first = (current - 1) * pageSize;
    const customers = Array.from({ length: Math.max(0, Math.min(pageSize, matching - first)) }, (_, i) => customer(first + i));
    return json(200, { customers, meta: { total: estimatedTotal, current, pageSize } });
  }
  if (call.url.endsWith('/admin/statistics/all')) return json(200, { customers: matching });
  return json(404, { error: `Not here: ${call.url}` });
}

/** The files the app downloads: their names and texts. */
function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const files: { name: string; text: Promise<string> }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const reader = new FileReader();
    const text = new Promise<string>((resolve) => (reader.onload = () => resolve(String(reader.result))));
    reader.readAsText(blobs.get(this.getAttribute('href')!)!);
    files.push({ name: this.download, text });
  });
  return files;
}

afterEach(() => vi.restoreAllMocks());

describe('the CSV export of a list', () => {
  it('writes every record the filters select, not only the page on screen, reading them 1 000 at a time until a short page', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/customers?filter=%7B%22status%22%3A%5B%22active%22%5D%7D');
    const calls = stubFetch(customersApi);
    const files = captureDownloads();
    const user = userEvent.setup();
    render(<AppRoot />);

    await screen.findByText('Customer0 Tremblay', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });

    expect(files[0].name).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files[0].text).split('\r\n');
    expect(lines).toHaveLength(matching + 1);
    expect(lines[matching]).toContain('Customer2344');
    const exportCalls = calls.filter((call) => (call.body as { pagination?: { pageSize: number } })?.pagination?.pageSize === 1000);
    expect(exportCalls.map((call) => call.body)).toEqual(
      [1, 2, 3].map((current) => ({
        pagination: { current, pageSize: 1000 },
        sorter: { field: 'created_at', order: 'descend' },
        filters: { status: ['active'] },
      })),
    );
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('tells a failed page and downloads nothing, ready to try again', async () => {
    signInAs({ roles: ['employee'] });
    window.history.replaceState(null, '', '/crm/customers');
    stubFetch((call) =>
      (call.body as { pagination?: { current: number } })?.pagination?.current === 2 ? json(503, { error: 'The database is restarting.' }) : customersApi(call),
    );
    const files = captureDownloads();
    const user = userEvent.setup();
    render(<AppRoot />);

    await screen.findByText('Customer0 Tremblay', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(files).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
