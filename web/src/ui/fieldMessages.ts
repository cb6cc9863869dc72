// The fields' two messages, for code that writes them without validating as the user types (the
// customers list reads an answer's problems this way): ui/useFieldValidation.ts, with its timers, is
// not needed there.
export const REQUIRED_MESSAGE = 'Campo obrigatório';
export const INVALID_FORMAT_MESSAGE = 'Formato incorreto';
