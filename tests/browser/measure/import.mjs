// Importing a 7,000-game export (issue 36, item 4), as `pasch-cli history --games 7000
// --seed 1 --form export` writes it (about 9 MB), into an empty profile on a phone's
// screen: the time from choosing the file to the question "Import 7000 games", from
// agreeing to "… imported", and the longest main-thread task meanwhile (a
// PerformanceObserver of 'longtask'). Works against any build with the import's buttons
// (DIST=/work/main/dist for an older one; it may take minutes there).
//
// Loaded by tests/browser/measure.mjs; alone: node tests/browser/measure/import.mjs
//   env: GAMES (default 7000)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VIEWPORTS, measureAlone } from '../lib.mjs';
import { recordLongTasks } from '../longtasks.lib.mjs';

const GAMES = Number(process.env.GAMES || 7000);
const TARGET_S = 10;
const TARGET_TASK_MS = 200;

export default async function measure({ browser, url, ROOT }) {
  const built = spawnSync('cargo', ['build', '--release', '--locked', '--quiet', '--bin', 'pasch-cli'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('pasch-cli does not build');
  const run = spawnSync(
    path.join(ROOT, 'target', 'release', 'pasch-cli'),
    ['history', '--games', String(GAMES), '--seed', '1', '--form', 'export'],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  if (run.status !== 0) throw new Error(`pasch-cli history: ${run.stderr}`);
  const file = run.stdout;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasch-import-'));
  fs.writeFileSync(path.join(dir, 'pasch-statistics.json'), file);
  const context = await browser.newContext({ ...VIEWPORTS.phone, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(new URL('?lang=en', url).href);
    await page.getByRole('button', { name: 'Statistics' }).first().click();
    await page.locator('.page.stats').waitFor();
    await page.evaluate(recordLongTasks);
    const t0 = await page.evaluate(() => performance.now());
    // From a file on disk, as a person chooses one (a buffer would be decoded by a
    // script in the page: a long task of seconds that is no part of the app's).
    await page.locator('input[type=file]').setInputFiles(path.join(dir, 'pasch-statistics.json'));
    const agree = page.getByRole('button', { name: `Import ${GAMES} games` });
    await agree.waitFor({ timeout: 600000 });
    const t1 = await page.evaluate(() => performance.now());
    await agree.click();
    const t2 = await page.evaluate(() => performance.now());
    await page.locator('[aria-labelledby=transfer-title] .stats-message').filter({ hasText: /imported/ }).waitFor({ timeout: 600000 });
    const t3 = await page.evaluate(() => performance.now());
    const said = await page.locator('[aria-labelledby=transfer-title] .stats-message').innerText();
    const longest = await page.evaluate((t0) => Math.max(0, ...window.__longTasks.filter((e) => e.start >= t0).map((e) => e.duration)), t0);
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const total = t1 - t0 + (t3 - t2);
    return [
      { what: `import of ${GAMES} games (${(file.length / 1e6).toFixed(1)} MB): read and planned`, result: s(t1 - t0), target: '', ok: null },
      { what: `import of ${GAMES} games: stored ("${said}")`, result: s(t3 - t2), target: '', ok: null },
      { what: `import of ${GAMES} games: both`, result: s(total), target: `≤ ${TARGET_S} s`, ok: total <= TARGET_S * 1000 },
      { what: `import of ${GAMES} games: longest main-thread task`, result: `${Math.round(longest)} ms`, target: `< ${TARGET_TASK_MS} ms`, ok: longest < TARGET_TASK_MS },
    ];
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await measureAlone(import.meta.url, measure);
