// A tiny static server for the built app (dist/), used by scripts/serve.sh, the browser
// tests and the report. Binds 127.0.0.1 only, sends the right MIME types (application/wasm
// for streaming compilation, application/manifest+json), compresses text and wasm (brotli
// or gzip, as a real host would), and can be switched "offline" (every request is dropped),
// made to serve another body or send other headers for one path, or serve another build
// (to test updates).
//
//   node tests/browser/server.mjs [DIST_DIR] [PORT]     (PORT 0 = any free port)
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(wasm|json|manifest\+json)|image\/svg)/;
const cache = new Map(); // "encoding file" -> compressed body, until the file changes

function pickEncoding(accept = '') {
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

async function compressed(file, body, encoding) {
  const key = `${encoding} ${file}`;
  const { mtimeMs } = await fs.stat(file);
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const out =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      : zlib.gzipSync(body, { level: 9 });
  cache.set(key, { mtimeMs, body: out });
  return out;
}

/**
 * Serve `dir` on 127.0.0.1:`port`. Resolves to
 * { url, port, close(), setOffline(bool), override(urlPath, body|null),
 *   headers(urlPath, {name: value}|null), deploy(dir|null), reset(), requests: [paths] }.
 */
export async function serveDist(dir, port = 0) {
  const home = path.resolve(dir);
  let root = home;
  const overrides = new Map();
  const extraHeaders = new Map();
  const requests = [];
  let offline = false;
  const server = http.createServer(async (req, res) => {
    if (offline) {
      req.socket.destroy(); // like a dead network: no response at all
      return;
    }
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(urlPath);
    const headers = { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', ...extraHeaders.get(urlPath) };
    if (overrides.has(urlPath)) {
      const type = MIME[path.extname(urlPath.endsWith('/') ? 'index.html' : urlPath)] || 'application/octet-stream';
      res.writeHead(200, { ...headers, 'Content-Type': type });
      res.end(overrides.get(urlPath));
      return;
    }
    let file = path.join(root, urlPath);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await fs.stat(file)).isDirectory()) file = path.join(file, 'index.html');
      const type = MIME[path.extname(file)] || 'application/octet-stream';
      let body = await fs.readFile(file);
      const encoding = COMPRESSIBLE.test(type) ? pickEncoding(req.headers['accept-encoding']) : null;
      if (encoding) {
        body = await compressed(file, body, encoding);
        headers['Content-Encoding'] = encoding;
        headers.Vary = 'Accept-Encoding';
      }
      res.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const actual = server.address().port;
  return {
    url: `http://127.0.0.1:${actual}/`,
    port: actual,
    requests,
    setOffline(value) {
      offline = value;
      if (value) server.closeAllConnections();
    },
    override(urlPath, body) {
      if (body == null) overrides.delete(urlPath);
      else overrides.set(urlPath, body);
    },
    /** Response headers for one path, over the defaults (e.g. {'Cache-Control': 'max-age=86400'}). */
    headers(urlPath, values) {
      if (values == null) extraHeaders.delete(urlPath);
      else extraHeaders.set(urlPath, values);
    },
    /** Serve the build in `dir` from now on (a deploy); null: the first one again. */
    deploy(dir) {
      root = dir == null ? home : path.resolve(dir);
    },
    /** Online again, the first build, no overrides or extra headers (the runner calls this after each test). */
    reset() {
      offline = false;
      root = home;
      overrides.clear();
      extraHeaders.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = process.argv[2] || path.join(here, '..', '..', 'dist');
  const port = Number(process.argv[3] ?? 8080);
  const server = await serveDist(dir, port);
  console.log(`Serving ${path.resolve(dir)} on ${server.url} (Ctrl+C to stop)`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
