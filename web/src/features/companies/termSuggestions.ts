/** Spec section 2: the words offered for the company and for the people it serves; any other may be typed. */
export const COMPANY_TERM_SUGGESTIONS = ['Consultório', 'Clínica', 'Instituto', 'Academia', 'Empresa', 'Escritório'];
export const CUSTOMER_TERM_SUGGESTIONS = ['Paciente', 'Cliente', 'Aluno', 'Coachee'];
