/**
 * Issue 28, item 10: the example app built with the engine's Vite plugin holds
 * `script-src 'self'; style-src 'self'` (static-server.ts sends it): validating in both languages
 * and submitting report no policy violation, and its `dist` holds no ajv compiler (the plugin
 * leaves the engine's run-time compiler out: its chunks were 44 KB gzip, written unused).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';
import { en } from '../../packages/form-engine/src/core/messages/en.ts';
import { es } from '../../packages/form-engine/src/core/messages/es.ts';
import { servedExample } from './served-example.ts';

const example = servedExample('EXAMPLE_DIST');

describe('the example app under a strict Content-Security-Policy', () => {
  it('validates in both languages and submits with no policy violation', async () => {
    const page = await example.newPage();
    const violations: string[] = [];
    await page.exposeFunction('__violation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __violation: (text: string) => void }).__violation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
        ),
      );
    });
    await page.goto(example.url());
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: en.errorSummaryTitle }).waitFor();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').filter({ hasText: es.errorSummaryTitle }).waitFor();
    expect(violations).toEqual([]);
    await page.close();
  });

  it('has no ajv compiler in its dist', async () => {
    const assets = join(example.dist(), 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(scripts.map((file) => readFile(join(assets, file), 'utf8')));
    // ajv's compiler logs this when a schema fails to compile; its chunk always holds it.
    expect(texts.filter((text) => text.includes('Error compiling schema'))).toEqual([]);
  });
});
