/**
 * @admissions/form-engine/locales/es — the engine's messages in Spanish (formal "usted", as
 * admissions offices write). A separate entry, so only applications that import it load it:
 *
 *     import { es } from '@admissions/form-engine/locales/es';
 *     const form = compileFormOrThrow(definition, dataModel, { messages: es });
 *     <FormProvider store={store} messages={es}>…</FormProvider>
 */
import type { FieldMessageParams, FormMessages } from './types.ts';
import { bare, inSentence, isChoice, isSentence, isUnitStep } from './wording.ts';

/** "a", "a o b", "a, b o c" ("u" before a word starting with an o sound). */
const orList = (items: readonly string[]): string => {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1)!;
  const or = /^[“"«]?\s*h?o/i.test(last) ? 'u' : 'o';
  return `${items.slice(0, -1).join(', ')} ${or} ${last}`;
};

/** "a", "a y b", "a, b y c". */
const andList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/**
 * Una pregunta, una frase o una instrucción ("Por favor, explique", "Busque su escuela"): entre
 * comillas entera ("Introduzca su respuesta a «Busque su escuela»").
 */
const quoted = (label: string): boolean =>
  isSentence(label) ||
  /^(por favor|busque|introduzca|seleccione|elija|describa|explique|indique|escriba|suba|adjunte|proporcione)\b/i.test(
    label.trim(),
  );

/** El campo dentro de una frase: entre comillas si es una pregunta (o `quote`), y su bloque. */
const name = (p: FieldMessageParams, quote = quoted(p.label)): string =>
  `${quote ? `«${bare(p.label)}»` : inSentence(p.label)}${p.block ? ` (${p.block})` : ''}`;

/** La respuesta al inicio de una frase: "Apellido", "Su respuesta a «¿…?»". */
const subject = (p: FieldMessageParams): string =>
  quoted(p.label)
    ? `Su respuesta a ${name(p)}`
    : `${bare(p.label)}${p.block ? ` (${p.block})` : ''}`;

/** "Introduzca apellido", "Introduzca su respuesta a «¿…?»": `what` nombra la respuesta. */
const ask = (verb: string, what: string, p: FieldMessageParams): string =>
  `${verb} ${quoted(p.label) ? `${what} ` : ''}${name(p)}`;

/** La instrucción para una pregunta en blanco, según su widget. */
const enterOrSelect = (p: FieldMessageParams): string =>
  p.widget === 'checkbox'
    ? `Marque ${name(p, true)}`
    : p.widget === 'fileUpload'
      ? ask('Suba', 'un archivo para', p)
      : isChoice(p)
        ? ask('Seleccione', 'una respuesta a', p)
        : ask('Introduzca', p.widget === 'date' ? 'una fecha para' : 'su respuesta a', p);

const inFormat = (p: FieldMessageParams): string =>
  `${ask('Introduzca', 'su respuesta a', p)} con el formato correcto`;

/** ", de 10 en 10" cuando el paso dice más que los decimales mostrados. */
const steps = (step: string): string => (isUnitStep(step) ? '' : `, de ${step} en ${step}`);

/** Every engine message in Spanish. */
export const es: FormMessages = {
  locale: 'es',
  errorSummaryTitle: 'Hay un problema',
  errorSummaryText: 'Cada enlace lleva a una respuesta que debe corregir.',
  errorPrefix: 'Error: ',

  characterCount: ({ count, limit }) => `Número de caracteres: ${count} / ${limit}`,
  datePlaceholder: 'DD/MM/AAAA',
  phonePlaceholder: '(###) ###-####',
  phoneNotUs: 'Este no es un número de EE. UU., (###) ###-####: se conserva tal como lo escribió.',
  suggestionsAvailable: ({ count }) =>
    count === 1
      ? '1 sugerencia disponible; use las flechas arriba y abajo para desplazarse.'
      : `${count} sugerencias disponibles; use las flechas arriba y abajo para desplazarse.`,

  fileTooLarge: ({ max }) => `El archivo es demasiado grande. El tamaño máximo es de ${max}.`,
  fileWrongType: ({ types }) => `Solo puede subir archivos de los siguientes tipos: ${types}`,
  fileNameTooLong: ({ max }) =>
    `El nombre del archivo debe tener ${max} caracteres o menos, incluida la extensión.`,
  fileEmpty: 'El archivo está vacío. Suba un archivo que tenga contenido.',
  fileOnlyOne: 'Solo puede subir un archivo.',
  unexpectedError: 'Se ha producido un error inesperado. Inténtelo de nuevo más tarde.',
  fileConversionFailed: 'No se pudo convertir el archivo. Revíselo e inténtelo de nuevo.',
  fileStatusCompleted: 'Convertido a PDF',
  fileStatusUploaded: 'Subido',
  fileStatusInProgress: 'Convirtiendo a PDF…',
  fileStatusUnprocessed: 'En espera de la conversión a PDF…',
  fileStatusFailed: 'No se pudo convertir a PDF. Elimine el archivo y vuelva a subirlo.',
  fileAttachedNoName: 'Documento adjunto',
  fileUploadingLabel: ({ name }) => (name ? `Subiendo ${name}` : 'Subiendo el archivo'),
  fileUploadingText: ({ name }) => `Subiendo ${name ?? 'su archivo'}…`,
  fileConvertingText: ({ name }) =>
    `Subiendo y convirtiendo ${name ?? 'su archivo'}. Esto puede tardar un momento…`,
  fileVisitorNote: 'Podrá completar esta pregunta cuando haya creado una cuenta.',
  fileDelete: 'Eliminar',
  fileDeleting: 'Eliminando…',
  fileDeleteTitle: '¿Eliminar este archivo?',
  fileDeleteText: ({ name }) =>
    `${name ? `«${name}»` : 'El archivo adjunto'} se quitará de su solicitud. Después podrá subir otro archivo.`,
  fileDeleteCancel: 'Cancelar',
  fileDeleteConfirm: 'Eliminar',

  uploadInProgressTitle: 'Carga de archivo en curso',
  uploadInProgressText: 'Espere a que termine la carga del archivo.',
  uploadInProgressOk: 'Aceptar',
  visitorTabsNote: ({ choices }) =>
    `Cuando haya creado una cuenta, también podrá elegir ${orList(choices.map((c) => `«${c}»`))}.`,
  tabSwitchTitle: ({ tab }) => `¿Cambiar a «${tab}»?`,
  tabSwitchText: ({ documents, answers }) => {
    const parts: string[] = [];
    if (documents.length > 0) {
      const names = andList(documents.filter((name) => name !== ''));
      parts.push(
        documents.length === 1
          ? `se eliminará su documento subido${names ? ` ${names}` : ''}`
          : `se eliminarán sus documentos subidos${names ? ` ${names}` : ''}`,
      );
    }
    if (answers.length > 0) {
      const labels = andList(answers.map((a) => `«${a}»`));
      parts.push(
        answers.length === 1
          ? `se borrará su respuesta a ${labels}`
          : `se borrarán sus respuestas a ${labels}`,
      );
    }
    const many = documents.length + answers.length > 1;
    const question =
      documents.length > 0
        ? `¿Eliminarlo${many ? 's' : ''} y cambiar?`
        : `¿Borrarla${many ? 's' : ''} y cambiar?`;
    return `Al cambiar ${parts.join(' y ')}. ${question}`;
  },
  tabSwitchCancel: 'Cancelar',
  tabSwitchConfirm: ({ documents }) =>
    documents.length > 0 ? 'Eliminar y cambiar' : 'Borrar y cambiar',

  toastUploadError: ({ key }) => `Error al subir el archivo de ${key}`,
  toastTabsError: ({ tab }) => `Error al cambiar de pestaña en ${tab}`,
  toastAddAnotherError: ({ id }) => `Error al añadir otro elemento en ${id}`,
  toastAddAnotherRemoveError: ({ item }) => `Error al eliminar ${item}`,
  addAnotherEntry: ({ n }) => `Entrada ${n}`,
  addAnotherRemove: ({ item }) => `Eliminar ${item}`,
  addAnotherRemoveTitle: ({ item }) => `¿Eliminar ${item}?`,
  addAnotherRemoveText: ({ item }) =>
    `Se borrarán sus respuestas de ${item} y las entradas siguientes subirán un lugar.`,
  addAnotherRemoveCancel: 'Cancelar',
  addAnotherRemoveConfirm: 'Eliminar',
  addAnotherRemoved: ({ item }) => `Se eliminó ${item}`,

  formSteps: 'Pasos',
  formBack: 'Atrás',
  formContinue: 'Continuar',
  formSubmit: 'Enviar',
  formSubmitError: ({ message }) =>
    `No se han podido enviar sus respuestas${message ? ` (${message})` : ''}. No se ha perdido nada: inténtelo de nuevo.`,

  notAnswered: 'Sin respuesta',
  printApplicant: 'Solicitante',
  printEmail: 'Correo electrónico',
  printSubmitted: 'Enviada',
  printNotYetSubmitted: ({ printed }) => `Aún no enviada (impresa el ${printed})`,
  printReference: 'Referencia de la solicitud',
  yes: 'Sí',
  no: 'No',
  documentAttached: ({ key }) => `Documento adjunto para «${key}»`,

  ruleRequired: enterOrSelect,
  ruleMustBeTrue: (p) => `Marque ${name(p, true)}`,
  rulePattern: inFormat,
  ruleMinLength: (p) => `${subject(p)} debe tener ${p.min} caracteres o más`,
  ruleMaxLength: (p) => `${subject(p)} debe tener ${p.max} caracteres o menos`,
  ruleDigits: (p) => `${subject(p)} solo puede contener dígitos del 0 al 9`,
  ruleEmail: (p) => `${inFormat(p)}, como nombre@ejemplo.com`,
  ruleUsPhone: (p) => `${inFormat(p)}, como (202) 555-0143`,
  ruleIntegerRange: (p) =>
    `${subject(p)} debe ser un número entero entre ${p.min} y ${p.max}${steps(p.step)}`,
  ruleNumberRange: (p) =>
    `${subject(p)} debe ser un número entre ${p.min} y ${p.max}${steps(p.step)}`,
  ruleMinAge: 'Debe tener {min} años o más para presentar la solicitud',
  ruleMinYear: (p) => `${subject(p)} debe ser del año ${p.year} o posterior`,
  ruleMaxYear: (p) => `${subject(p)} debe ser del año ${p.year} o anterior`,
  checkType: (p) =>
    `${subject(p)} ${p.type === 'integer' ? 'debe ser un número entero' : p.type === 'number' ? 'debe ser un número' : 'tiene un valor de un tipo no válido'}`,
  checkDate: (p) => `${subject(p)} debe ser una fecha válida`,
  checkOption: (p) => `${ask('Seleccione', 'una respuesta a', p)} de la lista`,
  checkUnknownKey: '«{key}» no es una pregunta de este formulario.',
  checkMalformed: 'Los datos de la solicitud no tienen el formato correcto ({detail}).',
};
