/**
 * What each cold-start page imports as `virtual:peer-form/<engine>`: the engine's own form and
 * answers as JSON, made at build time (bench/peers/cold.ts), the way an application of that
 * engine ships them. Types only.
 */
import type { FormState } from '@admissions/form-engine';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { JsonSchema7, UISchemaElement } from '@jsonforms/core';

/** The page measured, the same in every engine. */
export interface ColdPage {
  readonly pageId: string;
}

export interface OursCold extends ColdPage {
  readonly sample: FormState;
}
export interface RjsfCold extends ColdPage {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  readonly data: Record<string, unknown>;
}
export interface SurveyCold extends ColdPage {
  readonly json: Record<string, unknown>;
  readonly data: Record<string, unknown>;
}
export interface JsonFormsCold extends ColdPage {
  readonly schema: JsonSchema7;
  readonly uischema: UISchemaElement;
  readonly data: Record<string, unknown>;
}
