// The QR parts of issue 28 ("every player on their own phone"), on the table's invitation
// as people use it: the QR code image (white frame, size, both themes) read back by the
// app's own QR decoder worker; the scanner of the phone's answer with a stand-in camera,
// read by a stand-in BarcodeDetector or by the worker (loaded on the first scan, never at
// start-up); the camera's refusals; and the SDPs src/remote/code rebuilds
// (tests/fixtures/sdp/*.rebuilt.sdp) taken by Chromium.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { setUpTable } from './phones.lib.mjs';

const SDP = path.join(ROOT, 'tests', 'fixtures', 'sdp');
const ALT = 'QR code to invite Anna';
const LABEL = "Scan Anna's answer";
const ANSWER = 'Answer code from Anna';

/** From the start screen: a table where Anna plays on her own phone, inviting her. */
async function invite(app) {
  await setUpTable(app.page, 'classic', [{ name: 'Ben' }, { name: 'Anna', phone: true }]);
  const group = app.page.getByRole('group', { name: 'Invite Anna' });
  await group.getByRole('button', { name: LABEL }).waitFor();
  await group.getByRole('img', { name: ALT }).waitFor();
  return group;
}

/** The invitation link the table shows for Anna. */
const invitationLink = (group) => group.getByRole('link', { name: 'Invitation link for Anna' }).getAttribute('href');

/** The QR decoder's worker, started in the page: the text it reads off `image`'s pixels. */
async function decodeInWorker(page, selector) {
  return page.evaluate(async (selector) => {
    const img = document.querySelector(selector);
    await img.decode();
    const side = 400;
    const canvas = Object.assign(document.createElement('canvas'), { width: side, height: side });
    const g = canvas.getContext('2d');
    g.imageSmoothingEnabled = false;
    g.drawImage(img, 0, 0, side, side);
    const frame = g.getImageData(0, 0, side, side);
    const worker = new Worker('./qr-worker_loader.js');
    const next = () => new Promise((done, failed) => {
      worker.onmessage = (e) => done(e.data);
      worker.onerror = (e) => failed(new Error(`worker: ${e.message}`));
    });
    const ready = await next();
    if (!ready.ready) throw new Error(`not ready: ${JSON.stringify(ready)}`);
    const reply = next();
    worker.postMessage(frame);
    const { found } = await reply;
    // A frame without a code reads as nothing.
    const blank = next();
    worker.postMessage(new ImageData(side, side));
    const none = (await blank).found;
    worker.terminate();
    return { found, none };
  }, selector);
}

/** Requests of the context (pages and workers) to the QR decoder's files. */
function watchDecoder(app) {
  const seen = [];
  app.context.on('request', (r) => {
    if (/qr-worker/.test(r.url())) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/**
 * A stand-in camera (a canvas's stream, with `window.__camera` to see it stopped) and,
 * when `detector` is given, a stand-in BarcodeDetector that finds `detector.text` from its
 * `detector.after`-th call on; without, the browser has none. `paint` draws each frame:
 * 'qr' draws the app's QR image, else a grey picture.
 */
async function standIns(app, { detector = null, paint = 'grey', refuse = null } = {}) {
  await app.context.addInitScript(
    ({ detector, paint, refuse }) => {
      if (detector) {
        window.__detectCalls = 0;
        window.BarcodeDetector = class {
          constructor(options) {
            window.__detectorFormats = options.formats;
          }
          async detect(source) {
            window.__detectCalls += 1;
            if (!(source instanceof HTMLVideoElement)) throw new TypeError('not a video');
            return window.__detectCalls >= detector.after ? [{ rawValue: detector.text, format: 'qr_code' }] : [];
          }
        };
      } else {
        delete window.BarcodeDetector;
      }
      if (refuse === 'none') {
        Object.defineProperty(navigator, 'mediaDevices', { value: undefined });
        return;
      }
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        window.__constraints = constraints;
        if (refuse) throw new DOMException('stand-in', refuse);
        const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
        const g = canvas.getContext('2d');
        const draw = () => {
          g.fillStyle = '#777';
          g.fillRect(0, 0, 640, 480);
          const img = document.querySelector('.qr-image');
          if (paint === 'qr' && img && img.complete) g.drawImage(img, 170, 90, 300, 300);
          if (window.__camera?.getTracks().every((t) => t.readyState === 'live')) requestAnimationFrame(draw);
        };
        window.__camera = canvas.captureStream(15);
        draw();
        return window.__camera;
      };
    },
    { detector, paint, refuse },
  );
  await app.reload();
}

const cameraStopped = (page) => page.evaluate(() => window.__camera.getTracks().every((t) => t.readyState === 'ended'));

export async function qrCodeIsWhiteFramedSizedAndReadBackByTheWorker(t) {
  for (const viewport of ['phone', 'tablet']) {
    const app = await t.open({ viewport, path: '?lang=en' });
    await app.ready();
    const group = await invite(app);
    const img = group.getByRole('img', { name: ALT });
    const box = await img.boundingBox();
    if (viewport === 'phone') assert.ok(box.width >= 220 && box.width <= 260, `phone: ${box.width} px`);
    else assert.ok(box.width >= 300, `tablet: ${box.width} px`);
    assert.equal(Math.round(box.width), Math.round(box.height), 'square');
    for (const scheme of ['light', 'dark']) {
      await app.page.emulateMedia({ colorScheme: scheme });
      // The buttons' colours change with a transition: shot once it has ended.
      await app.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      const frame = await app.page.evaluate(() => getComputedStyle(document.querySelector('.qr-frame')).backgroundColor);
      assert.equal(frame, 'rgb(255, 255, 255)', `${scheme}: white frame`);
      await app.screenshot(`qr-${scheme}`);
    }
    const src = await img.getAttribute('src');
    assert.ok(src.startsWith('data:image/svg+xml,'), src.slice(0, 40));
    assert.ok(decodeURIComponent(src).includes('shape-rendering=\'crispEdges\''));
    const link = await invitationLink(group);
    assert.match(link, /#join=[A-Z0-9$./:-]+$/, 'an invitation link');
    const { found, none } = await decodeInWorker(app.page, '.qr-image');
    assert.equal(found, link, 'the worker reads the invitation link off the image');
    assert.equal(none, null);
  }
}

export async function scannerReadsWithTheBrowsersDetectorAndStopsTheCamera(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const decoder = watchDecoder(app);
  await standIns(app, { detector: { text: 'ANSWER-FROM-ANNA', after: 3 } });
  const group = await invite(app);
  await group.getByRole('button', { name: LABEL }).click();
  // What the camera read goes where a typed answer goes, and is tried at once.
  const answer = group.getByRole('textbox', { name: ANSWER });
  await group.getByRole('alert').waitFor();
  assert.equal(await answer.inputValue(), 'ANSWER-FROM-ANNA', 'the answer the camera read');
  assert.ok((await app.page.evaluate(() => window.__detectCalls)) >= 3);
  assert.deepEqual(await app.page.evaluate(() => window.__detectorFormats), ['qr_code']);
  assert.deepEqual(await app.page.evaluate(() => window.__constraints), {
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  assert.ok(await cameraStopped(app.page), 'the camera is off');
  const calls = await app.page.evaluate(() => window.__detectCalls);
  await app.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await app.page.evaluate(() => window.__detectCalls), calls, 'found once: no frame is read after it');
  assert.ok(await app.page.locator('video.qr-video').isHidden());
  assert.ok(await group.getByRole('button', { name: LABEL }).isVisible(), 'the button is back');
  assert.deepEqual(decoder, [], 'the browser detector needs no decoder worker');
}

export async function scannerFallsBackToTheDecoderWorkerLoadedOnFirstUse(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const decoder = watchDecoder(app);
  // The stand-in camera films the invitation's own QR code: the worker must read it.
  await standIns(app, { paint: 'qr' });
  const group = await invite(app);
  assert.deepEqual(decoder, [], 'no decoder at start-up, nor for showing an invitation');
  assert.equal(await app.page.evaluate(() => 'BarcodeDetector' in window), false);
  await group.getByRole('button', { name: LABEL }).click();
  const camera = app.page.getByRole('button', { name: 'Stop the camera' });
  const link = await invitationLink(group);
  const answer = group.getByRole('textbox', { name: ANSWER });
  await app.page.waitForFunction(
    ({ name, link }) => [...document.querySelectorAll('textarea')].some((e) => e.getAttribute('aria-label') === name && e.value === link),
    { name: ANSWER, link },
    { timeout: 30000 },
  );
  assert.equal(await answer.inputValue(), link, 'the worker read the code the camera saw');
  // An invitation is no answer: the table says so.
  await group.getByRole('alert').waitFor();
  assert.ok(decoder.some((p) => p.endsWith('qr-worker_bg.wasm')), `decoder loaded: ${decoder}`);
  assert.ok(await cameraStopped(app.page), 'the camera is off');
  assert.ok(await camera.isHidden());
}

export async function scannerStopsOnRequest(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  await standIns(app, { detector: { text: 'NEVER', after: 1e9 } });
  const group = await invite(app);
  await group.getByRole('button', { name: LABEL }).click();
  await app.page.getByRole('button', { name: 'Stop the camera' }).waitFor();
  assert.ok(await app.page.getByText('Hold the QR code in front of the camera.').isVisible());
  assert.ok(await group.getByRole('button', { name: LABEL }).isHidden());
  await app.screenshot('scanning');
  await app.page.getByRole('button', { name: 'Stop the camera' }).click();
  assert.ok(await cameraStopped(app.page), 'the camera is off');
  await group.getByRole('button', { name: LABEL }).waitFor();
  assert.equal(await group.getByRole('textbox', { name: ANSWER }).inputValue(), '', 'nothing read');
  assert.equal(await group.getByRole('alert').count(), 0, 'nothing tried');
}

export async function scannerSaysSoWithinSecondsWhenTheQrReaderCannotStart(t) {
  // The decoder's wasm does not load (a broken download, a filter): the worker starts and
  // never says it is ready. Or its loader itself is broken: the worker fails at once.
  for (const [file, body] of [
    ['/qr-worker_bg.wasm', 'not a wasm module'],
    ['/qr-worker_loader.js', 'this is not JavaScript ('],
  ]) {
    const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
    app.allowErrors(/qr-worker|WebAssembly|SyntaxError|Unexpected/);
    t.server.override(file, body);
    await standIns(app, { paint: 'qr' });
    const group = await invite(app);
    const pressed = Date.now();
    await group.getByRole('button', { name: LABEL }).click();
    const alert = group.getByRole('alert').filter({ hasText: 'The QR reader could not be started. Type the code instead.' });
    await alert.waitFor({ timeout: 15000 });
    const said = Date.now() - pressed;
    console.log(`     ${file} broken: said after ${said} ms`);
    assert.ok(await cameraStopped(app.page), `${file}: the camera is off`);
    assert.ok(await app.page.locator('video.qr-video').isHidden(), `${file}: no picture left`);
    // The code as text is offered instead: the caret is in the answer field.
    const answer = group.getByRole('textbox', { name: ANSWER });
    assert.ok(await answer.evaluate((e) => e === document.activeElement), `${file}: the answer field has the focus`);
    assert.ok(await group.getByRole('button', { name: LABEL }).isVisible(), `${file}: scanning can be tried again`);
    if (file.endsWith('.wasm')) {
      for (const scheme of ['light', 'dark']) {
        await app.page.emulateMedia({ colorScheme: scheme });
        await app.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
        await app.screenshot(`no-reader-${scheme}`);
      }
    }
    t.server.override(file, null);
  }
}

export async function scannerSaysWhyThereIsNoCamera(t) {
  const cases = [
    ['NotAllowedError', /camera may not be used/],
    ['NotFoundError', /no camera that the browser can use/],
    ['NotReadableError', /could not be started/],
    ['none', /no camera that the browser can use/],
  ];
  for (const [refuse, words] of cases) {
    const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
    await standIns(app, { detector: { text: 'X', after: 1 }, refuse });
    const group = await invite(app);
    await group.getByRole('button', { name: LABEL }).click();
    const alert = app.page.getByRole('alert').filter({ hasText: words });
    await alert.waitFor();
    assert.ok(await group.getByRole('button', { name: LABEL }).isVisible(), `${refuse}: try again`);
    if (refuse === 'NotAllowedError') await app.screenshot('refused');
  }
}

export async function rebuiltDescriptionsAreTakenByChromium(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en' });
  for (const kind of ['mdns', 'ip']) {
    const offer = fs.readFileSync(path.join(SDP, `chromium-${kind}-offer.rebuilt.sdp`), 'utf8');
    const answer = fs.readFileSync(path.join(SDP, `chromium-${kind}-answer.rebuilt.sdp`), 'utf8');
    const result = await app.page.evaluate(async ({ offer, answer }) => {
      // A phone takes the table's offer and answers it.
      const phone = new RTCPeerConnection({ iceServers: [] });
      await phone.setRemoteDescription({ type: 'offer', sdp: offer });
      await phone.setLocalDescription(await phone.createAnswer());
      const answered = phone.localDescription.sdp.includes('a=setup:active');
      // A table takes a phone's answer to its own offer.
      const table = new RTCPeerConnection({ iceServers: [] });
      table.createDataChannel('pasch');
      await table.setLocalDescription(await table.createOffer());
      await table.setRemoteDescription({ type: 'answer', sdp: answer });
      const state = table.signalingState;
      phone.close();
      table.close();
      return { answered, state };
    }, { offer, answer });
    assert.deepEqual(result, { answered: true, state: 'stable' }, kind);
  }
}
