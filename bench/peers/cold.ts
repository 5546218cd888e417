/**
 * Cold start: from navigation to the first committed form, each engine on a page of its own
 * (cold-<engine>.html, only that engine's code), in a fresh browser context, so the HTTP cache
 * and V8's code cache are empty: what a first visit costs, over a local server (no network
 * time). Compile or precompiled load is included for every engine alike: ours loads the form as
 * the portal does, through the engine's Vite plugin; each peer ships its own form as JSON built
 * at build time (here, by converting ours in Node), as an application of that engine would.
 */
import type { Browser } from 'playwright-core';
import type { Plugin } from 'vite';
import { SAMPLE_APPLICATION, compiledVariant } from '@admissions/partner-config';
import { variantSource } from '@admissions/partner-config/built';
import { formEngine } from '../../packages/form-engine/src/vite/index.ts';
import { round } from '../browser/statistics.ts';
import type { ColdStart } from './src/cold/cold.tsx';
import type { JsonFormsCold, OursCold, RjsfCold, SurveyCold } from './src/cold/forms.ts';
import type { BaselineSpec, Subject } from './measure.ts';
import { peerData, peerForm } from './src/model.ts';
import { measuredPage } from './src/scaled.ts';
import { toJsonForms } from './src/to-jsonforms.ts';
import { toRjsf } from './src/to-rjsf.ts';
import { toSurvey } from './src/to-surveyjs.ts';

const PREFIX = 'virtual:peer-form/';

/** Each engine's form and answers as its cold page imports them (JSON, made at build time). */
function coldForms(): Record<string, unknown> {
  const form = compiledVariant('undergraduate');
  const pageId = measuredPage(form).id;
  const peer = peerForm(form);
  const data = peerData(peer, SAMPLE_APPLICATION);
  const rjsf = toRjsf(peer, [pageId]);
  const jsonforms = toJsonForms(peer);
  const forms: {
    ours: OursCold;
    rjsf: RjsfCold;
    surveyjs: SurveyCold;
    jsonforms: JsonFormsCold;
  } = {
    ours: { pageId, sample: SAMPLE_APPLICATION },
    rjsf: { pageId, schema: rjsf.schema, uiSchema: rjsf.uiSchema, data },
    surveyjs: { pageId, json: toSurvey(peer).json, data },
    jsonforms: { pageId, schema: jsonforms.schema, uischema: jsonforms.uischemas[pageId]!, data },
  };
  return forms;
}

/**
 * The build's plugins for the cold pages: `virtual:peer-form/<engine>` (JSON.parse of a string,
 * how bundlers ship large JSON best) and the engine's Vite plugin for ours, as the portal's
 * vite.config.ts has it.
 */
export function coldPlugins(): Plugin[] {
  const forms = coldForms();
  const peerForms: Plugin = {
    name: 'peer-forms',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const value = forms[id.slice(PREFIX.length + 1)];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
    },
  };
  return [
    peerForms,
    // The partner's form with its own wording, as the portal builds it (variantSource).
    formEngine({ forms: { undergraduate: variantSource('undergraduate') } }),
  ];
}

/** One cold load of `subject`'s page: navigation → commit, on the page's clock (ms). */
export async function coldStart(
  browser: Browser,
  url: string,
  subject: Subject,
  baseline: BaselineSpec,
): Promise<ColdStart> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const query =
      subject === 'baseline'
        ? `?inputs=${baseline.inputs}&selects=${(baseline.selects ?? []).join(',')}`
        : '';
    await page.goto(`${url}cold-${subject}.html${query}`);
    await page.waitForFunction(() => window.__cold !== undefined, undefined, { timeout: 60_000 });
    const cold: ColdStart = await page.evaluate(() => window.__cold!);
    return {
      scriptMs: round(cold.scriptMs),
      renderMs: round(cold.renderMs),
      commitMs: round(cold.commitMs),
      controls: cold.controls,
    };
  } finally {
    await context.close();
  }
}
