/**
 * The cold-start pages' build-time modules (bench/peers/cold.ts makes them); the engine's own
 * (`virtual:form-engine/*`) are typed by its vite/client.d.ts.
 */
declare module 'virtual:peer-form/ours' {
  import type { OursCold } from './forms.ts';
  const cold: OursCold;
  export default cold;
}
declare module 'virtual:peer-form/rjsf' {
  import type { RjsfCold } from './forms.ts';
  const cold: RjsfCold;
  export default cold;
}
declare module 'virtual:peer-form/surveyjs' {
  import type { SurveyCold } from './forms.ts';
  const cold: SurveyCold;
  export default cold;
}
declare module 'virtual:peer-form/jsonforms' {
  import type { JsonFormsCold } from './forms.ts';
  const cold: JsonFormsCold;
  export default cold;
}
