/** Spec section 8, notes. */
export const NOTES_LOAD_FAILED = 'Erro ao carregar as anotações';
export const NOTE_SAVE_FAILED = 'Erro ao salvar anotação';
/** A save whose outcome is unknown (no answer, or the api out of reach): the page checks before saying more. */
export const NOTE_SAVE_CHECKING = 'Não foi possível confirmar se a anotação foi salva. Verificando…';
export const NOTE_DELETE_FAILED = 'Erro ao excluir a anotação';
export const NOTE_LOCK_FAILED = 'Erro ao bloquear a anotação';
export const NOTE_LOCKED = 'Anotação bloqueada com sucesso';
/** Saving the editor's text as a new template, from the notes area. */
export const TEMPLATE_SAVE_FAILED = 'Erro ao salvar modelo de anotação';
export const TEMPLATE_SAVED = 'Modelo salvo com sucesso';

/** Spec section 9. */
export const DRAFT_AUTOSAVE_MS = 2000;
export const EDIT_HIGHLIGHT_MS = 2000;

export const DISCARD_CONFIRMATION = 'O texto desta anotação ainda não foi salvo e será apagado.';

export const LEAVE_CONFIRMATION = 'Há anotações em edição que ainda não foram salvas. Deseja sair e descartar as alterações?';

/** Addenda under a locked note, and notes marked 'Somente eu'. */
export const ADDENDUM_SAVE_FAILED = 'Erro ao adicionar o adendo';
export const ADDENDUM_SAVED = 'Adendo adicionado com sucesso';
export const PRIVATE_NOTE_HINT = 'Só você poderá ler esta anotação; nem os administradores a verão.';
