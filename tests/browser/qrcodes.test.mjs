// The QR parts of issue 28 ("every player on their own phone"), mounted by the wasm's
// test handle `remote_qr_check` (src/ui/remote/check.rs) until a screen shows them: the
// QR code image (white frame, size, both themes) read back by the app's own QR decoder
// worker; the scanner with a stand-in camera, read by a stand-in BarcodeDetector or by
// the worker (loaded on the first scan, never at start-up); the camera's refusals; and
// the SDPs src/remote/code rebuilds (tests/fixtures/sdp/*.rebuilt.sdp) taken by Chromium.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const SDP = path.join(ROOT, 'tests', 'fixtures', 'sdp');
// An invitation as a table makes it (chromium-mdns-offer.sdp packed).
const INVITATION =
  'https://pasch.example.org/app/#join=A60BQ05V6KS3.AA99$-R8H8WPGAC:48:4GQ3:TZ9-B$/-5K8--1UTS30$PGCI6TKGO4E6ZMB1IR-4K94TFGP2:OOC01XL3Y1PRSCM0T.1WG.2M5XAGW--J1P0A1DFA5KB2ZN9PBT12J-NSMWQKL';
const ALT = 'QR code to invite Anna';
const LABEL = "Scan Anna's answer";

/** Mounts the QR code of `text` and a scanner into a box at the page's top. */
async function mount(app, text = INVITATION) {
  await app.page.evaluate(
    ({ text, alt, label }) => {
      const host = document.createElement('section');
      host.className = 'card qr-check';
      host.style.cssText = 'position:fixed;inset:0;z-index:1000;overflow:auto;padding:16px;background:var(--paper);overflow-wrap:anywhere';
      document.body.append(host);
      window.wasmBindings.remote_qr_check(host, text, alt, label);
    },
    { text, alt: ALT, label: LABEL },
  );
  await app.page.getByRole('button', { name: LABEL }).waitFor();
}

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
    await mount(app);
    const img = app.page.getByRole('img', { name: ALT });
    await img.waitFor();
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
    const { found, none } = await decodeInWorker(app.page, '.qr-image');
    assert.equal(found, INVITATION, 'the worker reads the invitation off the image');
    assert.equal(none, null);
  }
}

export async function scannerReadsWithTheBrowsersDetectorAndStopsTheCamera(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const decoder = watchDecoder(app);
  await standIns(app, { detector: { text: 'ANSWER-FROM-ANNA', after: 3 } });
  await mount(app);
  await app.page.getByRole('button', { name: LABEL }).click();
  await app.page.locator('.qr-found').filter({ hasText: 'ANSWER-FROM-ANNA' }).waitFor();
  assert.equal(await app.page.locator('.qr-found').textContent(), 'ANSWER-FROM-ANNA', 'found once');
  assert.ok((await app.page.evaluate(() => window.__detectCalls)) >= 3);
  assert.deepEqual(await app.page.evaluate(() => window.__detectorFormats), ['qr_code']);
  assert.deepEqual(await app.page.evaluate(() => window.__constraints), {
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  assert.ok(await cameraStopped(app.page), 'the camera is off');
  assert.ok(await app.page.locator('video.qr-video').isHidden());
  assert.ok(await app.page.getByRole('button', { name: LABEL }).isVisible(), 'the button is back');
  assert.deepEqual(decoder, [], 'the browser detector needs no decoder worker');
}

export async function scannerFallsBackToTheDecoderWorkerLoadedOnFirstUse(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  const decoder = watchDecoder(app);
  await standIns(app, { paint: 'qr' });
  await mount(app);
  assert.deepEqual(decoder, [], 'no decoder at start-up');
  assert.equal(await app.page.evaluate(() => 'BarcodeDetector' in window), false);
  await app.page.getByRole('button', { name: LABEL }).click();
  const camera = app.page.getByRole('button', { name: 'Stop the camera' });
  await app.page.locator('.qr-found').filter({ hasText: INVITATION }).waitFor({ timeout: 30000 });
  assert.ok(decoder.some((p) => p.endsWith('qr-worker_bg.wasm')), `decoder loaded: ${decoder}`);
  assert.ok(await cameraStopped(app.page), 'the camera is off');
  assert.ok(await camera.isHidden());
}

export async function scannerStopsOnRequest(t) {
  const app = await t.open({ viewport: 'phone', path: '?lang=en', serviceWorkers: 'block' });
  await standIns(app, { detector: { text: 'NEVER', after: 1e9 } });
  await mount(app);
  await app.page.getByRole('button', { name: LABEL }).click();
  await app.page.getByRole('button', { name: 'Stop the camera' }).waitFor();
  assert.ok(await app.page.getByText('Hold the QR code in front of the camera.').isVisible());
  assert.ok(await app.page.getByRole('button', { name: LABEL }).isHidden());
  await app.screenshot('scanning');
  await app.page.getByRole('button', { name: 'Stop the camera' }).click();
  assert.ok(await cameraStopped(app.page), 'the camera is off');
  await app.page.getByRole('button', { name: LABEL }).waitFor();
  assert.equal(await app.page.locator('.qr-found').textContent(), '');
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
    await mount(app);
    await app.page.getByRole('button', { name: LABEL }).click();
    const alert = app.page.getByRole('alert').filter({ hasText: words });
    await alert.waitFor();
    assert.ok(await app.page.getByRole('button', { name: LABEL }).isVisible(), `${refuse}: try again`);
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
