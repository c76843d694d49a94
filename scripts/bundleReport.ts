// After `vite build`: the gzipped size of the JavaScript the sign-in page loads (the entry and its static
// imports) and of what the dashboard adds after sign-in (the lazily imported admin app and its static imports).
// Fails the build when the sign-in page passes its budget (docs/client.md#sign-in-page: a public page must stay light).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = process.argv[2] ?? 'dist';
// Close above today's 164 KB: zod reached from the sign-in page's modules alone adds 26 KB.
const signInBudgetBytes = 167 * 1024;
/** The module the entry imports lazily for every page behind sign-in, the dashboard first. */
const adminAppSource = 'src/admin/AdminApp.tsx';
/** The dashboard's charts, loaded lazily once the rest of the dashboard shows. */
const dashboardChartsSource = 'src/pages/dashboard/DashboardCharts.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest: Manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** The manifest keys a chunk pulls in when it loads: itself and, recursively, its static imports. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

const gzippedSize = (key: string) => gzipSync(readFileSync(join(distDir, manifest[key].file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(title: string, keys: Iterable<string>): number {
  const rows = [...keys].map((key) => ({ file: manifest[key].file, bytes: gzippedSize(key) })).sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(`\n${title}: ${kb(total)} gzipped JS`);
  for (const row of rows) console.log(`  ${kb(row.bytes).padStart(10)}  ${row.file}`);
  return total;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('.html'));
if (!entryKey) throw new Error(`No HTML entry in ${distDir}/.vite/manifest.json: was the app built with build.manifest?`);
const adminKey = Object.keys(manifest).find((key) => manifest[key].src === adminAppSource);
if (!adminKey) throw new Error(`${adminAppSource} is not a chunk of the build: the admin app must be imported lazily.`);

const signIn = staticClosure(entryKey);
const signInBytes = report('Sign-in page (/auth/login)', signIn);
const afterSignIn = [...staticClosure(adminKey)].filter((key) => !signIn.has(key));
const adminBytes = report('Dashboard, loaded after sign-in (in addition)', afterSignIn);
const chartsKey = Object.keys(manifest).find((key) => manifest[key].src === dashboardChartsSource);
const loaded = new Set([...signIn, ...afterSignIn]);
const chartsBytes = chartsKey ? report('Dashboard charts, loaded after the dashboard shows (in addition)', [...staticClosure(chartsKey)].filter((key) => !loaded.has(key))) : 0;
console.log(`\nDashboard in total: ${kb(signInBytes + adminBytes + chartsBytes)} gzipped JS`);

if (signInBytes > signInBudgetBytes) {
  console.error(`\nThe sign-in page loads ${kb(signInBytes)} of gzipped JS, over its budget of ${kb(signInBudgetBytes)}.`);
  process.exit(1);
}
