import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';

/** A field the server refused, as GraphQL payloads carry it (`errors { field messages }`). */
export type ServerFieldError = { readonly field: string; readonly messages: ReadonlyArray<string> };

/**
 * The server's message about a field as a sentence that names it: 'Nome' and 'é muito longo
 * (máximo: 255 caracteres)' → 'Nome é muito longo (máximo: 255 caracteres)'. A message that is a
 * sentence of its own already ('Já existe uma opção similar em sua lista') stays as it is.
 */
export function fieldSentence(label: string | undefined, message: string): string {
  const text = message.trim();
  if (!label || /^\p{Lu}/u.test(text)) return text;
  return `${label} ${text}`;
}

/** Each refused field's messages as one text of sentences, by field. */
export function fieldSentences(errors: ReadonlyArray<ServerFieldError>, labelOf: (field: string) => string | undefined): Record<string, string> {
  return Object.fromEntries(
    errors.map((error) => [error.field, error.messages.map((message) => fieldSentence(labelOf(error.field), message)).join(' ')]),
  );
}

/**
 * Scrolls to the first field marked in error inside `root` (Mantine marks an input with an error
 * `aria-invalid`; a group of choices carries `data-field-error`) and puts the cursor in it, so an
 * error below the fold is not missed. Answers whether there was one.
 */
export function revealFirstError(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-error="true"] input');
  if (!field) return false;
  field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * The one way a form shows what was refused: the server's field errors as sentences under their
 * fields, and the first field in error scrolled to and focused (also after the form's own checks,
 * with `reveal`). Put `formRef` on the form; `labels` names the fields the form shows; a refused field
 * it does not show is answered as `unshown` sentences, for a toast.
 *
 * ```tsx
 * const errors = useFormErrors({ name: 'Nome', email: 'E-mail' });
 * <form ref={errors.formRef}> <TextInput error={errors.server.name ?? nameField.error} onChange={() => errors.clear('name')} />
 * if (!payload.user) { notify.error(SAVE_FAILED); errors.show(payload.errors); }
 * ```
 */
export function useFormErrors(labels: Record<string, string> | ((field: string) => string | undefined)) {
  const formRef = useRef<HTMLFormElement>(null);
  const [server, setServer] = useState<Record<string, string>>({});
  const [revealed, setRevealed] = useState(0);
  const labelsRef = useRef(labels);
  labelsRef.current = labels;

  useEffect(() => {
    if (revealed > 0) revealFirstError(formRef.current);
  }, [revealed]);

  const labelOf = useCallback((field: string) => {
    const current = labelsRef.current;
    return typeof current === 'function' ? current(field) : current[field];
  }, []);

  /** Scrolls to and focuses the first field in error once the errors are drawn. */
  const reveal = useCallback(() => setRevealed((count) => count + 1), []);

  /** Shows the server's refusals under their fields; answers the sentences of fields the form does not show. */
  const show = useCallback(
    (errors: ReadonlyArray<ServerFieldError>): string[] => {
      const shown = errors.filter((error) => labelOf(error.field) !== undefined);
      setServer(fieldSentences(shown, labelOf));
      reveal();
      return errors.filter((error) => labelOf(error.field) === undefined).flatMap((error) => error.messages.map((message) => fieldSentence(undefined, message)));
    },
    [labelOf, reveal],
  );

  /** Forgets a field's server error, once the user changes it. */
  const clear = useCallback((field: string) => setServer(({ [field]: _, ...rest }) => rest), []);

  /**
   * A text input's props for `field`: its value, a change that forgets the server's error about it,
   * and that error or the form's own (`local`).
   */
  const input = (field: string, [value, setValue]: readonly [string, (value: string) => void], local?: string) => ({
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.currentTarget.value);
      clear(field);
    },
    error: server[field] ?? local,
  });

  /** The same for an input that hands its new value over directly (the phone field). */
  const valueInput = (field: string, [value, setValue]: readonly [string, (value: string) => void], local?: string) => ({
    value,
    onChange: (next: string) => {
      setValue(next);
      clear(field);
    },
    error: server[field] ?? local,
  });

  return { formRef, server, show, clear, reveal, input, valueInput };
}
