/**
 * Saving the author's file back to the repository: through the dev server's route in development
 * (save-plugin.ts), as a download of the file in the repository's format otherwise.
 */
import { download } from './share.ts';

const ROUTE = '/__playground/file';

/** Whether this page can write to the working tree (`npm run playground`, not the build). */
export const canSaveBack = (): boolean => import.meta.env.DEV;

async function ok(response: Response): Promise<Response> {
  if (!response.ok) throw new Error((await response.text()) || `HTTP ${response.status}`);
  return response;
}

/** The file's text in the working tree now (`path` relative to the definitions folder). */
export async function readRepositoryFile(path: string): Promise<string> {
  const response = await fetch(`${ROUTE}?path=${encodeURIComponent(path)}`);
  return (await ok(response)).text();
}

/** The text as it would be written: formatted as the repository formats the file. */
export async function formatForRepository(path: string, text: string): Promise<string> {
  const response = await fetch(ROUTE, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, text }),
  });
  return (await ok(response)).text();
}

/** What a save wrote: the file's text, and the generated files rewritten with it. */
export interface Written {
  readonly text: string;
  readonly generated: readonly string[];
}

/** Writes the file in the working tree (formatted; the model regenerates its types). */
export async function writeRepositoryFile(path: string, text: string): Promise<Written> {
  const response = await fetch(ROUTE, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, text }),
  });
  return (await (await ok(response)).json()) as Written;
}

/** Downloads the file under its own name, as the repository has it. */
export const downloadFile = (path: string, text: string): void =>
  download(path.replace(/^.*\//, ''), text);
