import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** `npm start`: builds the app when it has not been built yet, then starts the server. */
const clientIndex = resolve(process.env.CLIENT_DIR ?? 'dist', 'index.html');
if (!existsSync(clientIndex)) {
  console.log('Building the app (first start only)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('./main.js');
