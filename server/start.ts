import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** `npm start`: builds the app when it has not been built yet, then starts the server. */
const clientIndex = resolve(process.env.CLIENT_DIR ?? 'dist', 'index.html');
if (!existsSync(clientIndex)) {
  // The build's own report (files, sizes) is for `npm run build`: here it would bury the line saying where to sign in.
  console.log('Building the app (first start only, about a minute)…');
  const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.exit(build.status ?? 1);
  }
}
await import('./main.js');
