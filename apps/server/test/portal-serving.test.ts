import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './app.ts';

const SCRIPT = `console.log(${JSON.stringify('a portal script '.repeat(50))});`;

describe('serving the portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Portal</title><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(dir, 'assets', 'app-1.css'), '.fe-input{border:1px solid}');
    await writeFile(join(dir, 'assets', 'main-abc123.js'), SCRIPT);
    // The build's compressed copies (apps/portal/build/precompress.ts).
    await writeFile(join(dir, 'assets', 'main-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(SCRIPT));
    // The build's Vite manifest: each variant's form chunk and the chunk it imports.
    await mkdir(join(dir, '.vite'));
    await writeFile(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'virtual:form-engine/transfer': { file: 'assets/transfer-1.js', imports: ['_shared.js'] },
        'virtual:form-engine/undergraduate': {
          file: 'assets/undergraduate-1.js',
          imports: ['_shared.js'],
        },
        '_shared.js': { file: 'assets/shared-1.js' },
      }),
    );
    // The build's prerendered visitor pages (apps/portal/build/prerender.ts).
    await mkdir(join(dir, 'prerendered'));
    await writeFile(
      join(dir, 'prerendered', 'transfer.json'),
      JSON.stringify({ '/personal': '<h1 id="page-title">Personal</h1>' }),
    );
    server = await startTestServer('pglite', {
      PORTAL_DIR: dir,
      FORM_VARIANT: 'transfer',
      SESSION_IDLE_MS: '4000',
    });
  });
  afterAll(() => server?.close());

  it('answers every page path with index.html carrying the variant and the idle timeout', async () => {
    for (const url of ['/', '/about', '/login?x=1', '/completion', '/no/such/page']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="admissions-variant" content="transfer">');
      expect(res.body).toContain('<meta name="admissions-idle-timeout-ms" content="4000">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("sends a visitor's form page prerendered inside #root, and nobody else's", async () => {
    const visitor = await server.app.inject({ method: 'GET', url: '/personal' });
    expect(visitor.body).toContain(
      '<div id="root" data-prerendered=""><h1 id="page-title">Personal</h1></div>',
    );
    // Its stylesheet written in; the link kept, disabled (not fetched, but present for the
    // loader of chunks on demand, which would otherwise add it again).
    expect(visitor.body).toContain(
      '<style>.fe-input{border:1px solid}</style><link rel="stylesheet" crossorigin href="/assets/app-1.css" disabled>',
    );
    // One address, two pages: shared caches must tell them apart.
    expect(visitor.headers['vary']).toBe('cookie, accept-encoding');
    const others = [
      { url: '/personal', headers: { cookie: 'admissions_identity.logged_in=1' } },
      { url: '/personal?service_token=abc', headers: {} },
      { url: '/completion', headers: {} },
      { url: '/login', headers: {} },
    ];
    for (const { url, headers } of others) {
      const { body } = await server.app.inject({ method: 'GET', url, headers });
      expect(body, url).toContain('<div id="root"></div>');
      expect(body, url).not.toContain('data-prerendered');
      expect(body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
      expect(body, url).not.toContain('<style>');
    }
  });

  it('compresses the page for browsers that accept it (Brotli first, then gzip)', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/personal' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const encodings = [
      { accepted: 'gzip, deflate, br', sent: 'br', decode: brotliDecompressSync },
      { accepted: 'gzip', sent: 'gzip', decode: gunzipSync },
    ];
    for (const { accepted, sent, decode } of encodings) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/personal',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.headers['content-encoding'], accepted).toBe(sent);
      expect(decode(res.rawPayload).toString(), accepted).toBe(plain.body);
    }
  });

  it("preloads its variant's form chunk with the page's scripts (and not the other variant's)", async () => {
    const { body } = await server.app.inject({ method: 'GET', url: '/about' });
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/transfer-1.js">');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(body).not.toContain('undergraduate-1.js');
  });

  it('sends a content security policy that allows only its own scripts and no framing', async () => {
    const csp = String(
      (await server.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    // Own scripts only: never inline ones, never eval (the form is built ahead of time).
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('serves hashed assets for a year, and a JSON 404 for unknown API and asset paths', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/missing.js', '/api/nothing', '/public/nothing', '/lookup/x/y']) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('sends the build’s Brotli or gzip copy of an asset to a browser that accepts it', async () => {
    const get = (encoding?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/assets/main-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
