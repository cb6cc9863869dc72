import { withoutControlCharacters } from '@practice/common';
import { asInput, section, type Input } from '../../http/input.ts';
import { FieldErrors, VALIDATION } from '../../http/validation.ts';
import { MAX_ATTACHMENT_BYTES, ReceivedFile } from '../../storage/uploads.ts';

export const ATTACHMENT_MESSAGES = {
  tooLarge: `é muito grande (máximo ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB)`,
  empty: 'está vazio',
} as const;

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** A size as people read it in pt-BR: '512 Bytes', '1,2 MB' (one decimal, none when it is ,0). */
export function humanFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

/** A file name fit to show and to send back in Content-Disposition: no folders, no control characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = withoutControlCharacters(base).trim().slice(-255);
  return clean === '' ? 'arquivo' : clean;
}

/** The multipart `file` part (also read under `task_attachment[file]`), checked: present, not empty, at most 25 MB. */
export function readAttachmentFile(body: unknown): ReceivedFile {
  const root: Input = asInput(body);
  const value = root.file ?? section(body, 'task_attachment').file;
  const errors = new FieldErrors({ file: 'Arquivo' });
  if (!(value instanceof ReceivedFile)) errors.add('file', VALIDATION.blank);
  else if (value.problem === 'too_large') errors.add('file', ATTACHMENT_MESSAGES.tooLarge);
  else if (value.problem || !value.stored) errors.add('file', ATTACHMENT_MESSAGES.empty);
  errors.throwIfAny();
  return value as ReceivedFile;
}
