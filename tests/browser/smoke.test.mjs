// The app starts cleanly at every supported screen size; screenshots go to tests/artifacts/.
import assert from 'node:assert/strict';

const SIZES = ['phone', 'phone-landscape', 'tablet', 'tablet-portrait'];

export async function startsWithoutErrorsOnPhoneAndTablet(t) {
  for (const viewport of SIZES) {
    const app = await t.open({ viewport });
    // The wasm app ran main() without panicking (a panic logs a console error, caught by the runner).
    assert.equal(await app.page.title(), 'Pasch');
    const width = await app.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= app.page.viewportSize().width, `${viewport}: page scrolls sideways (${width}px wide)`);
    await app.screenshot('start');
  }
}

export async function headDescribesTheApp(t) {
  const app = await t.open();
  const head = await app.page.evaluate(() => ({
    lang: document.documentElement.lang,
    viewport: document.querySelector('meta[name=viewport]')?.content,
    description: document.querySelector('meta[name=description]')?.content,
    themes: [...document.querySelectorAll('meta[name=theme-color]')].map((m) => m.media),
    manifest: document.querySelector('link[rel=manifest]')?.href,
    touchIcon: document.querySelector('link[rel=apple-touch-icon]')?.href,
    noscript: document.querySelector('noscript')?.textContent,
  }));
  assert.match(head.lang, /^(en|de)/);
  assert.match(head.viewport, /width=device-width/);
  assert.ok(head.description?.length > 30, 'meta description');
  assert.deepEqual(head.themes.sort(), ['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']);
  assert.ok(head.manifest, 'manifest link');
  assert.match(head.noscript, /JavaScript/);
  const icon = await app.context.request.get(head.touchIcon);
  assert.equal(icon.status(), 200, 'apple-touch-icon');
  assert.equal(icon.headers()['content-type'], 'image/png');
}
