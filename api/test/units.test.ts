import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { diffChanges } from '../src/activity-log/record.ts';
import { pluralizeTerm } from '../src/modules/companies/terms.ts';
import { parseDateTime } from '../src/modules/companies/update.ts';

describe('pluralizeTerm', () => {
  it.each([
    ['Paciente', 'Pacientes'],
    ['Clínica', 'Clínicas'],
    ['Consultório', 'Consultórios'],
    ['Coachee', 'Coachees'],
    ['Aluno', 'Alunos'],
    ['Empresa', 'Empresas'],
    ['Cliente', 'Clientes'],
    ['Instituto', 'Institutos'],
    ['Academia', 'Academias'],
    ['Escritório', 'Escritórios'],
    ['Doutor', 'Doutores'],
    ['Aprendiz', 'Aprendizes'],
    ['Freguês', 'Fregueses'],
    ['Lápis', 'Lápis'],
    ['Hospital', 'Hospitais'],
    ['Papel', 'Papéis'],
    ['Nível', 'Níveis'],
    ['Homem', 'Homens'],
    ['Organização', 'Organizações'],
    ['Centro Médico', 'Centros Médicos'],
    ['Casa de Saúde', 'Casas de Saúde'],
    ['paciente', 'pacientes'],
    ['CLÍNICA', 'CLÍNICAS'],
  ])('%s → %s', (singular, plural) => {
    expect(pluralizeTerm(singular)).toBe(plural);
  });
});

describe('diffChanges', () => {
  it('lists the fields that changed, dates as ISO text', () => {
    const changes = diffChanges(
      { name: 'Ana', phone: null, at: new Date('2026-01-01T00:00:00Z'), list: [1, 2] },
      { name: 'Ana', phone: '(11) 3456-7890', at: new Date('2026-01-02T00:00:00Z'), list: [1, 2] },
      ['name', 'phone', 'at', 'list'],
    );
    expect(changes).toEqual([
      { field_name: 'phone', from: null, to: '(11) 3456-7890' },
      { field_name: 'at', from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' },
    ]);
  });

  it('keeps secret values out', () => {
    expect(diffChanges({ password: 'a' }, { password: 'b' }, ['password'], { secret: ['password'] })).toEqual([
      { field_name: 'password', from: '[FILTRADO]', to: '[FILTRADO]' },
    ]);
  });

  it('treats a create as every field from null', () => {
    expect(diffChanges(null, { name: 'Ana', phone: null }, ['name', 'phone'])).toEqual([
      { field_name: 'name', from: null, to: 'Ana' },
    ]);
  });
});

describe('parseDateTime', () => {
  it('reads the web format as UTC and ISO 8601 with its offset', () => {
    expect(parseDateTime('2026-03-10 14:30:00')?.toISOString()).toBe('2026-03-10T14:30:00.000Z');
    expect(parseDateTime('2026-03-10T14:30:00-03:00')?.toISOString()).toBe('2026-03-10T17:30:00.000Z');
  });

  it('refuses impossible dates and other formats', () => {
    for (const value of ['2026-02-30 10:00:00', '2026-03-10 24:00:00', '10/03/2026', 'ontem']) {
      expect(parseDateTime(value)).toBeUndefined();
    }
  });
});

describe('loadConfig', () => {
  it('has the documented defaults, with DATA_DIR under the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4001,
      databaseUrl: undefined,
      appUrl: 'http://localhost:4000',
      smtpUrl: undefined,
      mailFrom: 'Practice <nao-responda@practice.local>',
      seedDemo: true,
      trustedProxies: ['loopback'],
      publicLimits: { passwordResetPerIp: 10, passwordResetPerEmail: 3, signupPerIp: 10, cardTokensPerIp: 20, webhookRefusalsPerIp: 20, bookingsPerIp: 10, publicPagesPerIpPerMinute: 60 },
      filesSecret: undefined,
    });
    expect(config.dataDir).toBe(resolve(import.meta.dirname, '../../.data'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '5001',
      API_HOST: '0.0.0.0',
      TRUSTED_PROXIES: '10.0.0.0/8',
      DATA_DIR: '/srv/practice',
      DATABASE_URL: 'postgres://u@db:5432/practice',
      APP_URL: 'https://app.exemplo.com.br/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Clínica <oi@exemplo.com.br>',
      SEED_DEMO: 'false',
      LOGIN_LOCKOUT_AFTER: '7',
      FILES_SECRET: 'f'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 5001,
      host: '0.0.0.0',
      trustedProxies: ['10.0.0.0/8'],
      dataDir: '/srv/practice',
      databaseUrl: 'postgres://u@db:5432/practice',
      appUrl: 'https://app.exemplo.com.br',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Clínica <oi@exemplo.com.br>',
      seedDemo: false,
      filesSecret: 'f'.repeat(32),
    });
    expect(config.loginThrottle.lockoutAfter).toBe(7);
  });

  it('points reset links at the gateway on PORT unless APP_URL says otherwise', () => {
    expect(loadConfig({ PORT: '4310' }).appUrl).toBe('http://localhost:4310');
    expect(loadConfig({ PORT: '4310', APP_URL: 'https://app.exemplo.com.br' }).appUrl).toBe('https://app.exemplo.com.br');
  });

  it('reads the public endpoints\' limits', () => {
    const config = loadConfig({
      PASSWORD_RESET_PER_IP_PER_HOUR: '20',
      PASSWORD_RESET_PER_EMAIL_PER_HOUR: '2',
      SIGNUP_PER_IP_PER_HOUR: '4',
      CARD_TOKENS_PER_IP_PER_HOUR: '6',
      WEBHOOK_REFUSALS_PER_IP_PER_HOUR: '5',
      BOOKINGS_PER_IP_PER_HOUR: '7',
      PUBLIC_PAGES_PER_IP_PER_MINUTE: '30',
    });
    expect(config.publicLimits).toEqual({ passwordResetPerIp: 20, passwordResetPerEmail: 2, signupPerIp: 4, cardTokensPerIp: 6, webhookRefusalsPerIp: 5, bookingsPerIp: 7, publicPagesPerIpPerMinute: 30 });
  });

  it.each(['0.0.0.0', '::', '10.0.0.5', '[::]', 'api.interna'])('refuses to listen on %s, which other machines reach, while TRUSTED_PROXIES is left at its default', (host) => {
    expect(() => loadConfig({ API_HOST: host })).toThrow(ConfigError);
    expect(() => loadConfig({ API_HOST: host })).toThrow(/API_HOST .* TRUSTED_PROXIES is left at its default \(loopback\)/);
    expect(() => loadConfig({ API_HOST: host, TRUSTED_PROXIES: '' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({ API_HOST: host, TRUSTED_PROXIES: '10.0.0.2' }).host).toBe(host);
    expect(loadConfig({ API_HOST: host, TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
  });

  it.each(['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost'])('listens on %s, this machine only, with the default TRUSTED_PROXIES', (host) => {
    expect(loadConfig({ API_HOST: host }).trustedProxies).toEqual(['loopback']);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ API_PORT: 'quatro' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'quatro' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'talvez' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ FILES_SECRET: 'curto' })).toThrow(/FILES_SECRET/);
  });
});
