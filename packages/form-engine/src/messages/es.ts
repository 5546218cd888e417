/**
 * @admissions/form-engine/locales/es — the engine's messages in Spanish (formal "usted", as
 * admissions offices write). A separate entry, so only applications that import it load it:
 *
 *     import { es } from '@admissions/form-engine/locales/es';
 *     const form = compileFormOrThrow(definition, dataModel, { messages: es });
 *     <FormProvider store={store} messages={es}>…</FormProvider>
 */
import type { FormMessages } from './types.ts';

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

/** Every engine message in Spanish. */
export const es: FormMessages = {
  locale: 'es',
  errorSummaryTitle: '¡Falta información!',
  errorSummaryText:
    'Los enlaces de abajo indican lo que falta por completar. Los datos que faltan aparecen resaltados en cada página; corríjalos y vuelva a enviar su solicitud.',
  errorPrefix: 'Error: ',

  characterCount: ({ count, limit }) => `Número de caracteres: ${count} / ${limit}`,
  datePlaceholder: 'DD/MM/AAAA',
  phonePlaceholder: '(###) ###-####',
  phoneNotUs: 'Este no es un número de EE. UU., (###) ###-####: se conserva tal como lo escribió.',
  manualSchoolHint: 'Escriba los datos de su escuela a continuación.',
  suggestionsAvailable: ({ count }) =>
    count === 1
      ? '1 sugerencia disponible; use las flechas arriba y abajo para desplazarse.'
      : `${count} sugerencias disponibles; use las flechas arriba y abajo para desplazarse.`,

  fileTooLarge: 'El archivo es demasiado grande. El tamaño máximo es de 1 MB.',
  fileWrongType: ({ types }) => `Solo puede subir archivos de los siguientes tipos: ${types}`,
  fileNameTooLong: ({ max }) =>
    `El nombre del archivo debe tener ${max} caracteres o menos, incluida la extensión.`,
  fileEmpty: 'El archivo está vacío. Suba un archivo que tenga contenido.',
  fileOnlyOne: 'Solo puede subir un archivo.',
  unexpectedError: 'Se ha producido un error inesperado. Inténtelo de nuevo más tarde.',
  fileConversionFailed: 'No se pudo convertir el archivo. Revíselo e inténtelo de nuevo.',
  fileStatusCompleted: 'Convertido a PDF',
  fileStatusInProgress: 'Convirtiendo a PDF…',
  fileStatusUnprocessed: 'En espera de la conversión a PDF…',
  fileStatusFailed: 'No se pudo convertir a PDF. Elimine el archivo y vuelva a subirlo.',
  fileAttachedNoName: 'Documento adjunto',
  fileUploadingLabel: ({ name }) => (name ? `Subiendo ${name}` : 'Subiendo el archivo'),
  fileUploadingText: ({ name }) =>
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

  notAnswered: 'Sin respuesta',
  printApplicant: 'Solicitante',
  printEmail: 'Correo electrónico',
  printSubmitted: 'Enviada',
  printNotYetSubmitted: ({ printed }) => `Aún no enviada (impresa el ${printed})`,
  printReference: 'Referencia de la solicitud',
  yes: 'Sí',
  no: 'No',
  documentAttached: ({ key }) => `Documento adjunto para «${key}»`,
  schoolWithCode: ({ name, code }) => `${name} (código CEEB: ${code})`,

  ruleRequired: '{label}',
  ruleMustBeTrue: '{label}',
  rulePattern: '{label}',
  ruleMinLength: '{label}: debe tener al menos {min} caracteres.',
  ruleMaxLength: '{label}: debe tener como máximo {max} caracteres.',
  ruleDigits: '{label}: solo puede contener dígitos.',
  ruleEmail: '{label}',
  ruleUsPhone: '{label}',
  ruleIntegerRange: '{label}: debe ser un número entero entre {min} y {max}.',
  ruleNumberRange: '{label}: debe ser un número entre {min} y {max}.',
  ruleMinAge: 'Debe tener {min} años o más para presentar la solicitud',
  ruleMinYear: 'El primer año admitido es {year}.',
  ruleMaxYear: 'El último año admitido es {year}.',
  checkType: '{label}: el valor no es del tipo esperado.',
  checkDate: '{label}: debe ser una fecha válida.',
  checkOption: '{label}: elija una de las opciones de la lista.',
  checkUnknownKey: '«{key}» no es una pregunta de este formulario.',
  checkMalformed: 'Los datos de la solicitud no tienen el formato correcto ({detail}).',
};
