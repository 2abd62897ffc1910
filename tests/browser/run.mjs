// Runs every exported test of tests/browser/*.test.mjs against dist/ (see lib.mjs for how
// to write one). Prints one line per test and ends with "N passed, N failed"; exits 1 if a
// test failed or none ran.
//
//   node tests/browser/run.mjs [FILTER...]     env: DIST (default dist/), TEST_TIMEOUT_MS
//
// A test that needs longer than TEST_TIMEOUT_MS says so: `myTest.timeoutMs = 300000`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, ARTIFACTS, launch, openApp } from './lib.mjs';
import { serveDist } from './server.mjs';

const dist = path.resolve(process.env.DIST || path.join(ROOT, 'dist'));
const timeoutMs = Number(process.env.TEST_TIMEOUT_MS || 90000);
const filters = process.argv.slice(2);
const here = path.join(ROOT, 'tests', 'browser');

async function collect() {
  const tests = [];
  const files = fs.readdirSync(here).filter((f) => f.endsWith('.test.mjs')).sort();
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(here, file)).href);
    const base = file.replace(/\.test\.mjs$/, '');
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn !== 'function') continue;
      const full = `${base} › ${name}`;
      if (filters.length === 0 || filters.some((f) => full.toLowerCase().includes(f.toLowerCase()))) tests.push({ name: full, fn });
    }
  }
  return tests;
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`no build in ${dist}: run \`trunk build --release\` (scripts/test.sh does)`);
    console.log('0 passed, 1 failed');
    return 1;
  }
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const tests = await collect();
  const server = await serveDist(dist);
  const browser = await launch();
  console.log(`browser tests: ${tests.length} against ${server.url} (${browser.version()})`);
  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    const state = { browser, server, name: test.name, contexts: [], apps: [] };
    const t = {
      name: test.name,
      server,
      dist,
      artifacts: ARTIFACTS,
      open: async (opts) => {
        const app = await openApp(state, opts);
        state.apps.push(app);
        return app;
      },
    };
    const started = Date.now();
    let error = null;
    try {
      await withTimeout(test.fn(t), Math.max(timeoutMs, test.fn.timeoutMs || 0), test.name);
      const logged = state.apps.flatMap((app) => app.errors);
      if (logged.length) error = new Error(`page errors:\n${logged.join('\n')}`);
    } catch (e) {
      error = e;
    }
    server.reset();
    await Promise.all(state.contexts.map((c) => c.close().catch(() => {})));
    const ms = Date.now() - started;
    if (error) {
      failed++;
      console.log(`FAIL ${test.name} (${ms} ms)`);
      console.log(String(error.stack || error).replace(/^/gm, '     '));
    } else {
      passed++;
      console.log(`ok   ${test.name} (${ms} ms)`);
    }
  }
  await browser.close();
  await server.close();
  if (tests.length === 0) {
    console.error(`no browser tests matched ${filters.join(' ') || '(any)'}`);
    failed++;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

process.exitCode = await main().catch((e) => {
  console.error(e);
  console.log('0 passed, 1 failed');
  return 1;
});
