import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SigningCertificates } from '../../../src/features/signatures/SigningCertificates';
import { AbilityContext, buildAbility, type AbilityRuleData } from '../../../src/lib/ability';
import { ViewerContext, type ViewerSummary } from '../../../src/lib/viewer';
import { createMockEnvironment, MockPayloadGenerator, renderWithRelay } from '../../relay';

const viewer = (accountType: ViewerSummary['accountType']): ViewerSummary => ({ id: 'VXNlcjox', databaseId: 1, name: 'Dra. Luíza', email: 'luiza@exemplo.com.br', accountType, imageUrl: null });

const rule = { fields: null, inverted: false };

/** The certificate rules the api gives user 1 of company 7 (api/src/auth/abilities.ts). */
const RULES: Record<ViewerSummary['accountType'], AbilityRuleData[]> = {
  SYSTEM_ADMIN: [
    { ...rule, actions: ['read'], subjects: ['SigningCertificate'], conditions: '{"company_id":7}' },
    { ...rule, actions: ['create', 'delete'], subjects: ['SigningCertificate'], conditions: '{"company_id":7,"user_id":null}' },
    { ...rule, actions: ['create', 'delete'], subjects: ['SigningCertificate'], conditions: '{"company_id":7,"user_id":1}' },
  ],
  STANDARD: [
    { ...rule, actions: ['read'], subjects: ['SigningCertificate'], conditions: '{"company_id":7}' },
    { ...rule, actions: ['create', 'delete'], subjects: ['SigningCertificate'], conditions: '{"company_id":7,"user_id":1}' },
  ],
  LIMITED: [],
};

function renderSection(accountType: ViewerSummary['accountType'] = 'SYSTEM_ADMIN') {
  const environment = createMockEnvironment();
  renderWithRelay(
    <AbilityContext.Provider value={buildAbility(RULES[accountType])}>
      <ViewerContext.Provider value={viewer(accountType)}>
        <SigningCertificates />
      </ViewerContext.Provider>
    </AbilityContext.Provider>,
    { environment },
  );
  return environment;
}

async function answerList(environment: ReturnType<typeof createMockEnvironment>) {
  const operation = await vi.waitFor(() => {
    const found = environment.mock.getMostRecentOperation();
    expect(found.request.node.params.name).toBe('SigningCertificatesQuery');
    return found;
  });
  environment.mock.resolve(
    operation,
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        signingCertificates: [
          { id: 'c1', owner: 'COMPANY', user: null, subjectName: 'CLINICA SAUDE PLENA LTDA', document: '12345678000195', issuerName: 'AC SOLUTI v5', validFrom: '2026-01-02T12:00:00.000Z', validTo: '2027-01-02T12:00:00.000Z' },
          { id: 'c2', owner: 'USER', user: { id: 'VXNlcjoy', databaseId: 2, name: 'Dr. Caio' }, subjectName: 'CAIO MENDES', document: '12345678909', issuerName: 'AC SOLUTI v5', validFrom: '2026-01-02T12:00:00.000Z', validTo: '2027-01-02T12:00:00.000Z' },
          { id: 'c3', owner: 'USER', user: { id: 'VXNlcjox', databaseId: 1, name: 'Dra. Luíza' }, subjectName: 'LUIZA ARAUJO', document: '98765432100', issuerName: 'AC SOLUTI v5', validFrom: '2026-01-02T12:00:00.000Z', validTo: '2027-01-02T12:00:00.000Z' },
        ],
      }),
      Company: () => ({ id: 'Q29tcGFueTo3', databaseId: 7 }),
      UserConnection: () => ({
        edges: [
          { node: { id: 'VXNlcjox', databaseId: 1, name: 'Dra. Luíza' } },
          { node: { id: 'VXNlcjoy', databaseId: 2, name: 'Dr. Caio' } },
        ],
      }),
    }),
  );
}

describe("'Certificado digital'", () => {
  it('is not shown to a limited user, who asks for nothing', () => {
    const environment = renderSection('LIMITED');
    expect(screen.queryByText('Certificado digital')).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('lists the certificates with holder, CPF or CNPJ, issuer and validity', async () => {
    const environment = renderSection();
    await answerList(environment);
    expect(await screen.findByText('CLINICA SAUDE PLENA LTDA')).toBeTruthy();
    expect(screen.getByText('CNPJ 12.345.678/0001-95')).toBeTruthy();
    expect(screen.getByText('CPF 123.456.789-09')).toBeTruthy();
    expect(screen.getAllByText('Empresa').length).toBeGreaterThan(0);
    expect(screen.getByText('Dr. Caio', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getAllByText('Emitido por AC SOLUTI v5 · válido de 02/01/2026 a 02/01/2027')).toHaveLength(3);
  });

  it("offers an administrator the company's certificate and their own, never a colleague's", async () => {
    const environment = renderSection('SYSTEM_ADMIN');
    await answerList(environment);
    await screen.findByText('CLINICA SAUDE PLENA LTDA');
    expect(screen.getByRole('button', { name: 'Remover certificado de CLINICA SAUDE PLENA LTDA' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remover certificado de LUIZA ARAUJO' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remover certificado de CAIO MENDES' })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: 'Titular' }));
    expect((await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent)).toEqual(['Empresa', 'Dra. Luíza']);
  });

  it('offers a standard user only their own certificate, to send or remove', async () => {
    const environment = renderSection('STANDARD');
    await answerList(environment);
    await screen.findByText('CLINICA SAUDE PLENA LTDA');
    expect(screen.queryByRole('button', { name: 'Remover certificado de CLINICA SAUDE PLENA LTDA' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover certificado de CAIO MENDES' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remover certificado de LUIZA ARAUJO' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Titular' }));
    expect((await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent)).toEqual(['Dra. Luíza']);
  });

  it('asks for the file and the password, then shows the reason the api refused it under its field', async () => {
    const environment = renderSection();
    await answerList(environment);
    await screen.findByText('CLINICA SAUDE PLENA LTDA');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar certificado' }));
    expect(await screen.findByText('Escolha o arquivo do certificado')).toBeTruthy();
    expect(screen.getByText('Informe a senha do certificado')).toBeTruthy();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([48, 130])], 'a1.pfx', { type: 'application/x-pkcs12' })] } });
    fireEvent.change(screen.getByLabelText('Senha do certificado'), { target: { value: 'errada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar certificado' }));
    const upload = await vi.waitFor(() => {
      const found = environment.mock.getMostRecentOperation();
      expect(found.request.node.params.name).toBe('SigningCertificatesUploadMutation');
      return found;
    });
    expect(upload.request.variables).toEqual({ input: { file: null, password: 'errada', userId: null } });
    environment.mock.resolve(upload, {
      data: {
        uploadSigningCertificate: {
          signingCertificate: null,
          errors: [{ field: 'password', messages: ['Senha do certificado incorreta'] }],
          fullMessages: ['Senha do certificado incorreta'],
        },
      },
    });
    expect(await screen.findByText('Senha do certificado incorreta')).toBeTruthy();
  });
});
