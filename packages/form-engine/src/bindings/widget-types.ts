import type { ComponentType } from 'react';
import type { AnswerField, CompiledField } from '../core/index.ts';

/** What the renderer gives a widget: the compiled field it shows. */
export interface WidgetProps {
  readonly field: CompiledField;
}

/** Widget type → component. A host can add widget types or replace built-in ones. */
export type WidgetRegistry = Readonly<
  Record<AnswerField['widget'] | (string & {}), ComponentType<WidgetProps>>
>;
