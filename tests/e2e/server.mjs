// A tiny static server for the built app (no dependencies): serves one
// directory per URL prefix, on 127.0.0.1 at a free port, and logs every
// request with its status so tests can check that all assets loaded.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serve `mounts` ({ '/': 'dist', '/clever/': 'dist' }); the longest
 * matching prefix wins. Resolves to { url, requests, mount(prefix, dir),
 * close() }; `mount` switches what a prefix serves (a new deployment).
 * With `gzip`, bodies go out gzipped to clients that accept it.
 */
export async function serve(mounts, { gzip = false } = {}) {
  const current = { ...mounts };
  let table;
  const remake = () => {
    table = Object.entries(current)
      .map(([prefix, dir]) => [prefix, resolve(dir)])
      .sort((a, b) => b[0].length - a[0].length);
  };
  remake();
  const requests = [];

  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let status = 404;
    let body = 'not found';
    let type = 'text/plain; charset=utf-8';
    const mount = table.find(([prefix]) => path.startsWith(prefix));
    if (mount) {
      const [prefix, root] = mount;
      let file = normalize(join(root, path.slice(prefix.length)));
      if (file === root || file.startsWith(root + sep)) {
        try {
          if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
          body = await readFile(file);
          type = TYPES[extname(file)] ?? 'application/octet-stream';
          status = 200;
        } catch {
          // stays 404
        }
      }
    }
    requests.push({ path, status });
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    // As a static host serves them (GitHub Pages gzips text and wasm).
    if (gzip && status === 200 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body, { level: 9 });
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    mount(prefix, dir) {
      current[prefix] = dir;
      remake();
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(ok);
      }),
  };
}
