// A long history for the statistics test and the report, made by `pasch-cli history` (a
// realistic mix of finished games, the same for the same seed) at test time: nothing this
// big is committed. Not a test file itself.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `games` finished games from `seed`, as the app keeps them in localStorage:
 * {"pasch.history.<id>": "<kept game>", …}. Builds pasch-cli first (a no-op when fresh).
 */
export function keptHistory(ROOT, games, seed) {
  const built = spawnSync('cargo', ['build', '--release', '--locked', '--quiet', '--bin', 'pasch-cli'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('pasch-cli does not build');
  const cli = path.join(ROOT, 'target', 'release', 'pasch-cli');
  const run = spawnSync(cli, ['history', '--games', String(games), '--seed', String(seed), '--form', 'storage'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) throw new Error(`pasch-cli history: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
