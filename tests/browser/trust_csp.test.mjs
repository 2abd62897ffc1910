// Issue 36, item 14: a Content-Security-Policy. index.html carries one (a <meta>, so any
// static host serves it) that allows scripts of this origin and their wasm only, the
// shell's own inline scripts by their hashes, no eval, no plugins, no <base>; the page runs
// under it (every browser test fails on a violation: lib.mjs), and so do the workers when a
// host sends the same policy as a header (workers take theirs from the response, not the
// page's <meta>).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { distFiles } from './lib.mjs';
import { roll, startSolo } from './classic_extreme.lib.mjs';
import { setUpTable } from './phones.lib.mjs';

/** index.html as built. */
const shell = (t) => fs.readFileSync(path.join(t.dist, 'index.html'), 'utf8');

/** The policy of the shell's <meta http-equiv>: its text and {directive: [sources]}. */
function policyOf(html) {
  const meta = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).find((tag) => /http-equiv=["']?Content-Security-Policy/i.test(tag));
  assert.ok(meta, 'index.html has a <meta http-equiv="Content-Security-Policy">');
  const [, double, single, bare] = meta.match(/\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]*))/);
  const text = double ?? single ?? bare;
  const directives = {};
  for (const [name, ...sources] of text.split(';').map((d) => d.trim().split(/\s+/))) if (name) directives[name] = sources;
  return { text, directives };
}

/** The policy's source for an inline script or style of exactly this text. */
const hash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of the shell's inline scripts (not its JSON data block) and styles. */
function inlineHashes(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs) && !/\btype=["']?application\/json/.test(attrs))
    .map(([, , body]) => hash(body));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => hash(body));
  return { scripts, styles };
}

/** Tries in the page what the policy forbids; what ran. */
function tryForbidden(page) {
  return page.evaluate(async () => {
    const ran = {};
    window.__ran = [];
    const script = document.createElement('script');
    script.textContent = 'window.__ran.push("inline script")';
    document.head.append(script);
    const handler = document.createElement('button');
    handler.setAttribute('onclick', 'window.__ran.push("inline handler")');
    document.body.append(handler);
    handler.click();
    handler.remove();
    setTimeout('window.__ran.push("string timer")');
    const plugin = document.createElement('object');
    plugin.data = 'icons/favicon-32.png';
    document.body.append(plugin);
    const base = document.createElement('base');
    base.href = 'https://example.org/';
    document.head.append(base);
    ran.base = document.baseURI.startsWith('https://example.org');
    base.remove();
    await new Promise((done) => setTimeout(done, 300));
    plugin.remove();
    ran.code = window.__ran;
    return ran;
  });
}

/**
 * The shell's policy: scripts of this origin, their wasm and the shell's own inline scripts
 * (by hash, exactly the ones it has); no 'unsafe-inline' or 'unsafe-eval' for scripts, no
 * plugins, no <base>; no inline event handler in the shell. In the page it is in force:
 * an inline script, an inline handler and a string timer do not run, each is reported
 * (and would fail any browser test), and nothing else is.
 */
export async function theShellShipsAPolicyThatForbidsInlineScriptsEvalAndPlugins(t) {
  const html = shell(t);
  const { text, directives } = policyOf(html);
  const { scripts, styles } = inlineHashes(html);
  assert.deepEqual(directives['default-src'], ["'self'"]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.deepEqual(directives['base-uri'], ["'none'"]);
  assert.ok(scripts.length >= 3, `the shell's inline scripts: ${scripts.length}`);
  assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'", ...scripts], 'script-src');
  assert.deepEqual(directives['style-src-elem'], ["'self'", ...styles], 'style-src-elem: the inlined stylesheet by hash');
  for (const [name, sources] of Object.entries(directives)) {
    for (const loose of ["'unsafe-eval'", "'unsafe-hashes'", '*', 'http:', 'https:', 'blob:']) {
      assert.ok(!sources.includes(loose), `${name} allows ${loose}: ${text}`);
    }
    if (!name.startsWith('style-src')) assert.ok(!sources.includes("'unsafe-inline'"), `${name} allows 'unsafe-inline'`);
    if (name !== 'img-src') assert.ok(!sources.includes('data:'), `${name} allows data:`);
  }
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  assert.doesNotMatch(markup, /<[a-z][^>]*\son[a-z]+=/i, 'no inline event handler');

  const app = await t.open({ path: '?lang=en' });
  await app.ready();
  const ran = await tryForbidden(app.page);
  assert.deepEqual(ran, { base: false, code: [] }, 'nothing forbidden ran');
  const reported = app.errors.filter((e) => e.startsWith('CSP violation'));
  for (const what of ['script-src-elem blocked inline', 'script-src-attr blocked inline', 'script-src blocked eval', 'object-src', 'base-uri']) {
    assert.ok(reported.some((e) => e.includes(what)), `${what} is reported: ${reported.join(' | ')}`);
  }
  // Chromium logs each too, and the plugin's request fails.
  app.allowErrors(/CSP violation|violates the following Content Security Policy|request failed \(csp\)/);
  assert.deepEqual(app.errors, []);
}

/** The files a page of `app` fetches from now on whose name matches `pattern`. */
function fetched(app, pattern) {
  const seen = [];
  app.context.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    if (pattern.test(name)) seen.push(name);
  });
  return seen;
}

/** A hint in a solitaire Kniffel game: asked of the brain's worker, which answers. */
async function hintFromTheWorker(app) {
  const page = app.page;
  const brain = fetched(app, /^solver-worker.*\.(js|wasm)$/);
  await startSolo(page, 'Kniffel', 'Ada');
  await roll(page, 1, 3);
  await page.getByRole('button', { name: /Hint/ }).click();
  await page.locator('#hint-panel .hint-options li').first().waitFor({ timeout: 90000 });
  assert.ok(brain.includes('solver-worker-simd_loader.js'), `the worker started: ${brain}`);
  assert.equal(await page.locator('script[src*="solver-worker"]').count(), 0, 'not the brain in the page');
}

/** The QR decoder's worker, started as the scanner starts it: it loads and reads nothing off a blank frame. */
function qrWorkerReads(page) {
  return page.evaluate(async () => {
    const worker = new Worker('./qr-worker_loader.js');
    const next = () =>
      new Promise((done, failed) => {
        worker.onmessage = (e) => done(e.data);
        worker.onerror = (e) => failed(new Error(`worker: ${e.message}`));
      });
    const ready = await next();
    const reply = next();
    worker.postMessage(new ImageData(64, 64));
    const { found } = await reply;
    worker.terminate();
    return { ready: ready.ready, found };
  });
}

/**
 * What a host that sends the policy as a header too gives the workers: the brain's worker
 * (and its helpers) and the QR decoder's worker start and answer under it.
 */
export async function theWorkersRunUnderThePolicySentAsAHeader(t) {
  const { text } = policyOf(shell(t));
  for (const file of ['', ...distFiles(t.dist)]) t.server.headers(`/${file}`, { 'Content-Security-Policy': text });
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const headers = await (await app.page.request.get(new URL('solver-worker-simd_loader.js', app.page.url()).href)).headers();
  assert.equal(headers['content-security-policy'], text, 'the worker is served with the policy');
  await hintFromTheWorker(app);
  assert.deepEqual(await qrWorkerReads(app.page), { ready: true, found: null });
}

/**
 * The screens that use what a policy may block, under the shell's policy: style attributes
 * (the score sheet), the brain's worker, the QR code (a data: image) and the QR decoder's
 * worker, the rules (fetched), statistics, settings, the keyboard help. Any violation fails.
 */
export async function theScreensRunUnderThePolicy(t) {
  const app = await t.open({ viewport: 'tablet', path: '?lang=en' });
  const page = app.page;
  await hintFromTheWorker(app);
  await page.keyboard.press('?');
  await page.getByRole('dialog').first().waitFor();
  await page.keyboard.press('Escape');
  for (const [button, heading] of [
    ['Rules', 'Rules'],
    ['Statistics', 'Statistics'],
    ['Settings', 'Settings'],
  ]) {
    await page.locator('.topbar .brand').click();
    await page.locator('.start-menu').getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
  }
  await page.locator('.topbar .brand').click();
  await setUpTable(page, 'classic', [{ name: 'Ben' }, { name: 'Anna', phone: true }]);
  await page.getByRole('img', { name: 'QR code to invite Anna' }).waitFor();
  assert.deepEqual(await qrWorkerReads(page), { ready: true, found: null });
  assert.deepEqual(app.errors, []);
}
