/**
 * A form author's whole change, end to end (issue 29): `npm run playground`'s dev server, saving
 * into a copy of the partner package that is a git repository of its own, driven in Debian's
 * Chromium as an author would. Open the family section; add an option list (the options file),
 * a key (the model file) and a question with a condition (the section file), choosing the
 * operator and the target from completion; read the "did you mean" message about a misspelt key
 * and fix it; reload (the edits stay); save back. Then `git diff` in the copy holds exactly the
 * change (and the partner's TypeScript types regenerated from it), every file as the repository
 * formats it, and the partner package's own test suite passes with the new question.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { check, resolveConfig } from 'prettier';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const APP = fileURLToPath(new URL('..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The change, as the author types it into each file. */
const NEW_LIST =
  '"workSchedules": { "description": "How much a parent or guardian works.", "options": [ { "value": "FT", "label": "Full time" }, { "value": "PT", "label": "Part time" }, { "value": "NW", "label": "Not working" } ] },';
const NEW_KEY = '"parent_work_schedule": "coded",';
/** The question up to its operator; the key misspelt (the model says parent_work_schedule). */
const NEW_FIELD_START =
  '{ "widget": "radio", "key": "parent_work_schedul", "label": "Work schedule", "options": "workSchedules", "visibleWhen": { "valueKey": "parent_living", "operator": ';

/** Where to write the guide's screenshots (docs/authoring.md), when set. */
const SHOTS = process.env.PLAYGROUND_SCREENSHOTS;

let work: string;
let partner: string;
let vite: ViteDevServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: partner, encoding: 'utf8' }).toString();

beforeAll(async () => {
  // The copy keeps the repository's layout (packages/form-engine beside it; node_modules, the
  // Prettier and TypeScript settings above it), so its tests and type generator run as here.
  work = mkdtempSync(join(tmpdir(), 'pg-author-'));
  partner = join(work, 'packages', 'partner-config');
  cpSync(join(ROOT, 'packages', 'partner-config'), partner, {
    recursive: true,
    filter: (path) => !['node_modules', '.turbo'].includes(basename(path)),
  });
  symlinkSync(join(ROOT, 'packages', 'form-engine'), join(work, 'packages', 'form-engine'));
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'));
  for (const file of ['.prettierrc.json', 'tsconfig.base.json'])
    copyFileSync(join(ROOT, file), join(work, file));
  // The copy differs from the repository in one title: the playground must show the copy's.
  const family = join(partner, 'definitions', 'sections', 'family.json');
  writeFileSync(
    family,
    readFileSync(family, 'utf8').replace(
      '"title": "Parents/Guardians"',
      '"title": "Parents (copy)"',
    ),
  );
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=author', '-c', 'user.email=author@example.org', 'commit', '-qm', 'as is');

  // What `npm run playground` starts, pointed at the copy (save-plugin.ts).
  process.env.PLAYGROUND_DEFINITIONS_ROOT = join(partner, 'definitions');
  [vite, browser] = await Promise.all([
    createServer({
      configFile: join(APP, 'vite.config.ts'),
      root: APP,
      logLevel: 'error',
      server: { host: '127.0.0.1', port: 0 },
    }).then((server) => server.listen()),
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    }),
  ]);
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  delete process.env.PLAYGROUND_DEFINITIONS_ROOT;
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The file in the copy as committed, parsed. */
const committed = <T>(path: string) => JSON.parse(git('show', `HEAD:${path}`)) as T;
/** The file in the copy now, parsed. */
const current = (path: string): unknown => JSON.parse(readFileSync(join(partner, path), 'utf8'));
interface ModelFile {
  groups: { name: string; keys: Record<string, string> }[];
}

describe('the form author, from a question to the repository', () => {
  const status = () => page.getByTestId('preview-status');
  const preview = () => page.frameLocator('iframe[title="Form preview"]').locator('body');
  const upToDate = () =>
    expect
      .poll(() => status().textContent(), { timeout: 30_000 })
      .toBe('The preview is up to date.');
  const completions = () => page.locator('.cm-tooltip-autocomplete li');
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: join(SHOTS, name) });
  };

  /**
   * Opens a tab and starts a new line after the line `down` lines below the one holding `text`
   * in the committed file, going there with the editor's "Go to line" (Ctrl+Alt+G).
   */
  async function newLineAfter(tab: string, file: string, text: string, down = 0) {
    const lines = git('show', `HEAD:definitions/${file}`).split('\n');
    const line = lines.findIndex((l) => l.includes(text)) + 1 + down;
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('textbox', { name: tab }).click();
    await page.keyboard.press('Control+Alt+g');
    const go = page.getByRole('textbox', { name: 'Go to line' });
    await go.fill(String(line));
    await go.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
  }

  /** Opens completion here (Ctrl+Space), checks it offers `expected`, and chooses `choice`. */
  async function complete(expected: readonly string[], choice: string, screenshot?: string) {
    await page.keyboard.press('Control+Space');
    await expect.poll(() => completions().count()).toBeGreaterThan(0);
    if (screenshot) await shot(screenshot);
    const labels = await page
      .locator('.cm-tooltip-autocomplete .cm-completionLabel')
      .allTextContents();
    expect(labels).toEqual(expect.arrayContaining([...expected]));
    const option = completions().filter({
      has: page.locator('.cm-completionLabel', { hasText: new RegExp(`^${choice}$`) }),
    });
    const detail = (await option.locator('.cm-completionDetail').textContent()) ?? '';
    await option.click();
    await expect.poll(() => completions().count()).toBe(0);
    return detail;
  }

  it('adds a question with a condition and its option list, and saves it back', async () => {
    await page.goto(vite.resolvedUrls!.local[0]!);
    await upToDate();
    await page.getByLabel('Example').selectOption('family');
    await upToDate();
    // The files opened are the files the dev server saves to (the copy), not the repository's.
    await expect
      .poll(() => preview().getByRole('heading', { name: 'Parents (copy)' }).count())
      .toBe(1);

    // The option list, then the key, each in its own file.
    await newLineAfter('Option lists (JSON)', 'options.json', '"lists": {');
    await page.keyboard.insertText(NEW_LIST);
    await newLineAfter('Data model (JSON)', 'model.json', '"parent_occupation": "string",');
    await page.keyboard.insertText(NEW_KEY);

    // The question, after "Is this parent/guardian living?": its operator and target from
    // completion (the target's choices are the options of the question it reads).
    const livingLabel = '"label": "Is this parent/guardian living?",';
    await newLineAfter('Definition (JSON)', 'sections/family.json', livingLabel, 2);
    await page.keyboard.insertText(NEW_FIELD_START);
    const equals = await complete(
      ['equals', 'notEquals', 'in', 'answered'],
      'equals',
      'author-completion.png',
    );
    expect(equals).toMatch(/^The answer is exactly the target/);
    await page.keyboard.insertText(', "target": ');
    expect(await complete(['Y', 'N'], 'Y')).toBe('Yes');
    await page.keyboard.insertText(' } },');

    // One problem, the misspelt key, with the model's key to use instead.
    const problems = page.getByTestId('problems').getByRole('listitem');
    await expect
      .poll(() => problems.allTextContents(), { timeout: 30_000 })
      .toEqual([
        expect.stringContaining(
          'key "parent_work_schedul" is not in the data model — did you mean "parent_work_schedule"?',
        ),
      ]);
    await shot('author-did-you-mean.png');
    // Fix it where the problem points: its button places the cursor at the key.
    await problems.getByRole('button').click();
    // The editor takes the focus on the next frame; a person's Ctrl+F comes long after it, a
    // script's may come first and go to the button (CI on a busy machine did).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.cm-editor') != null))
      .toBe(true);
    await page.keyboard.press('Control+f');
    const find = page.getByRole('textbox', { name: 'Find' });
    await find.fill('');
    await find.pressSequentially('parent_work_schedul"');
    await find.press('Enter');
    await find.press('Escape');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('e');
    await upToDate();
    expect(await page.getByText('No problems.').count()).toBe(1);

    // The question shows for a living parent, with the new list's options.
    const living = () =>
      preview()
        .getByRole('group', { name: /Is this parent\/guardian living\?/ })
        .first();
    await living().getByRole('radio', { name: 'Yes' }).check();
    const schedule = preview()
      .getByRole('group', { name: /Work schedule/ })
      .first();
    await expect.poll(() => schedule.getByRole('radio').count()).toBe(3);
    expect(await schedule.getByRole('radio', { name: 'Part time' }).count()).toBe(1);

    // A reload keeps every edit: the question is still there, nothing to fix.
    await page.reload();
    await upToDate();
    expect(await page.getByText('No problems.').count()).toBe(1);
    await living().getByRole('radio', { name: 'Yes' }).check();
    await expect.poll(() => schedule.getByRole('radio', { name: 'Not working' }).count()).toBe(1);

    // Save: the dialog shows each file's change as it will be written, then writes them.
    // By the keyboard: the preview frame still grows as it renders, moving the page under a
    // pointer aimed at the header.
    await page.getByRole('button', { name: 'Save to the repository…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Save / });
    const saveStatus = page.locator('.pg-save-status');
    await expect
      .poll(async () => (await dialog.isVisible()) || (await saveStatus.textContent()))
      .toBe(true);
    expect(await dialog.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      'Save sections/family.json, model.json, options.json?',
    );
    const diff = await dialog.getByLabel('Changes to sections/family.json').textContent();
    expect(diff).toContain('+ ');
    expect(diff).toContain('"key": "parent_work_schedule"');
    await shot('author-save.png');
    await dialog.getByRole('button', { name: /^Write / }).click();
    await expect
      .poll(() => page.locator('.pg-save-status').textContent(), { timeout: 30_000 })
      .toBe(
        'Saved sections/family.json, model.json, options.json. Regenerated src/data.generated.ts.',
      );
    expect(pageErrors).toEqual([]);

    // git diff: these four files, lines added and none removed.
    const numstat = git('diff', '--numstat')
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(numstat.map(([, , file]) => file).sort()).toEqual([
      'definitions/model.json',
      'definitions/options.json',
      'definitions/sections/family.json',
      'src/data.generated.ts',
    ]);
    for (const [added, removed, file] of numstat) {
      expect(Number(removed), file).toBe(0);
      expect(Number(added), file).toBeGreaterThan(0);
    }
    // Exactly the change, read as data: each file as committed with the one addition.
    const model = committed<ModelFile>('definitions/model.json');
    const parents = model.groups.find((g) => g.name === 'parents')!;
    const keys = Object.entries(parents.keys);
    const at = keys.findIndex(([key]) => key === 'parent_occupation') + 1;
    parents.keys = Object.fromEntries([
      ...keys.slice(0, at),
      ['parent_work_schedule', 'coded'],
      ...keys.slice(at),
    ]);
    expect(current('definitions/model.json')).toEqual(model);
    const options = committed<{ lists: object }>('definitions/options.json');
    options.lists = { ...JSON.parse(`{${NEW_LIST.slice(0, -1)}}`), ...options.lists };
    expect(current('definitions/options.json')).toEqual(options);
    const family = committed<object>('definitions/sections/family.json');
    const block = JSON.stringify(family).includes('"parent_living"')
      ? findFields(family, 'parent_living')
      : undefined;
    expect(block).toBeDefined();
    block!.splice(block!.findIndex((f) => f.key === 'parent_living') + 1, 0, {
      widget: 'radio',
      key: 'parent_work_schedule',
      label: 'Work schedule',
      options: 'workSchedules',
      visibleWhen: { valueKey: 'parent_living', operator: 'equals', target: 'Y' },
    });
    expect(current('definitions/sections/family.json')).toEqual(family);
    const types = git('diff', 'src/data.generated.ts');
    for (const added of [
      "'parent_work_schedule'",
      "'parent_2_work_schedule_desc'",
      "'workSchedules'",
    ])
      expect(types).toContain(`+  | ${added}`);
    // Formatted as the repository formats them: `npm run lint` holds.
    for (const file of ['model.json', 'options.json', 'sections/family.json']) {
      const path = join(partner, 'definitions', file);
      const text = readFileSync(path, 'utf8');
      expect(await check(text, { ...(await resolveConfig(path)), filepath: path }), file).toBe(
        true,
      );
    }

    // The partner package's own build and suite, as `npm test` runs them, pass with the new
    // question in its form (its built variants are generated files, not committed ones).
    const run = (command: string, args: string[]) =>
      spawnSync(command, args, {
        cwd: partner,
        encoding: 'utf8',
        env: { ...process.env, PLAYGROUND_DEFINITIONS_ROOT: undefined, NO_COLOR: '1' },
        timeout: 360_000,
      });
    const build = run(process.execPath, ['--import', 'tsx', 'scripts/build-forms.ts']);
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    // One worker, generous timeouts: the suite runs inside a busy `npm test`.
    const suite = run('npx', [
      'vitest',
      'run',
      '--reporter=dot',
      '--maxWorkers=1',
      '--testTimeout=120000',
    ]);
    expect(suite.status, `${suite.stdout}\n${suite.stderr}`).toBe(0);
    // eslint-disable-next-line no-control-regex -- the reporter's colours
    expect(suite.stdout.replace(/\x1b\[[\d;]*m/g, '')).toMatch(/Tests\s+\d+ passed \(\d+\)/);
  }, 400_000); // alone ~55 s; inside a busy `npm test` (the partner build and suite too) much more
});

/** The list of fields holding the field of `key`, anywhere in a section file. */
function findFields(value: unknown, key: string): Record<string, unknown>[] | undefined {
  if (Array.isArray(value)) {
    if (value.some((item) => (item as { key?: string })?.key === key))
      return value as Record<string, unknown>[];
    for (const item of value) {
      const found = findFields(item, key);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      const found = findFields(inner, key);
      if (found) return found;
    }
  }
  return undefined;
}
