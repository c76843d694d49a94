// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the
// strongest settings, once; the server sends the copy the browser accepts (docs/server.md#compression)
// instead of compressing on every request. Node's zlib does both: no library needed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = process.argv[2] ?? 'dist';
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.map']);
/** Smaller files gain less than the bytes of a header saying how they are encoded. */
const minimumBytes = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

let files = 0;
for (const path of filesUnder(distDir)) {
  if (!compressible.has(extname(path)) || statSync(path).size < minimumBytes) continue;
  const content = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  files++;
}
console.log(`Precompressed ${files} files of ${distDir} (Brotli and gzip).`);
