import type { User } from '../../db/schema.ts';

export const USER_LABELS: Record<string, string> = {
  email: 'E-mail',
  name: 'Nome',
  phone: 'Telefone',
  account_type: 'Perfil',
  password: 'Senha',
  password_confirmation: 'Confirmação de senha',
  current_password: 'Senha atual',
};

export const NAME_MAX = 255;

/** The fields the activity history follows for a user; the password only as "changed". */
export const USER_TRACKED_FIELDS = ['name', 'email', 'phone', 'account_type', 'password', 'image_id'] as const;

export function userActivityRow(user: User): Record<string, unknown> {
  return { ...user, password: user.password_hash };
}
