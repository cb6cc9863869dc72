import { escapeHtml } from '@practice/common';
import type { MailMessage } from '../../mail/mailer.ts';

/** `companyName` names the account among several a person may have, when the company gave its name. */
export function passwordResetMail(input: { to: string; name: string; companyName: string | null; link: string; validHours: number }): MailMessage {
  const { to, name, companyName, link, validHours } = input;
  const account = companyName ? `sua conta em ${companyName}` : 'sua conta';
  const text = [
    `Olá, ${name}!`,
    '',
    `Recebemos um pedido para redefinir a senha da ${account}. Para escolher uma nova senha, acesse o link abaixo:`,
    '',
    link,
    '',
    `O link vale por ${validHours} horas e pode ser usado uma única vez.`,
    'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="font-family: Arial, sans-serif; color: #222;">
<p>Olá, ${escapeHtml(name)}!</p>
<p>Recebemos um pedido para redefinir a senha da ${escapeHtml(account)}. Para escolher uma nova senha, clique no botão abaixo:</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #2563eb; color: #fff; text-decoration: none; border-radius: 4px;">Redefinir minha senha</a></p>
<p>Ou copie este endereço no navegador:<br>${escapeHtml(link)}</p>
<p>O link vale por ${validHours} horas e pode ser usado uma única vez.</p>
<p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
</body>
</html>`;
  return { to, subject: companyName ? `Redefinição de senha · ${companyName}` : 'Redefinição de senha', text, html };
}
