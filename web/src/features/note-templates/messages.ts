/** Spec sections 5 and 8, note templates. */
export const TEMPLATES_LOAD_FAILED = 'Erro ao carregar os modelos';
export const TEMPLATE_LOAD_FAILED = 'Erro ao carregar o modelo';
export const TEMPLATE_CREATE_FAILED = 'Erro ao criar o modelo';
export const TEMPLATE_UPDATE_FAILED = 'Erro ao atualizar o modelo';
export const TEMPLATE_DELETE_FAILED = 'Erro ao excluir o modelo';
export const TEMPLATE_CREATED = 'Modelo criado com sucesso';
export const TEMPLATE_UPDATED = 'Modelo alterado com sucesso';
export const TEMPLATE_DELETED = 'Modelo excluído com sucesso';
export const TEMPLATE_NAME_BLANK = 'Preencha o nome do modelo';
export const TEMPLATE_NAME_TAKEN = 'Já existe um modelo com o nome informado, escolha outro nome';
export const TEMPLATE_BODY_BLANK = 'Preencha o conteúdo do modelo';
