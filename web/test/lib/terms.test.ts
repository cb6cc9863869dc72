import { describe, expect, it } from 'vitest';
import { agree, companyTerm, customerTerm, DEFAULT_TERMS, termsFromCompany, the, upperFirst } from '../../src/lib/terms';
import { loadFailedMessage } from '../../src/features/customer-fields/messages';
import { created, deleteFailed, saveFailed, updated } from '../../src/features/customers/messages';
import mainLayoutQuery from '../../src/layouts/__generated__/MainLayoutQuery.graphql';
import termsMutation from '../../src/features/companies/__generated__/CompanyMainPageTermsMutation.graphql';

const clinic = termsFromCompany({
  companyTreatment: 'Clínica',
  companyTreatmentPlural: 'Clínicas',
  companyTreatmentGender: 'FEMININE',
  customerTreatment: 'Aluna',
  customerTreatmentPlural: 'Alunas',
  customerTreatmentGender: 'FEMININE',
});
const office = termsFromCompany({
  companyTreatment: 'Consultório',
  companyTreatmentPlural: 'Consultórios',
  companyTreatmentGender: 'MASCULINE',
  customerTreatment: 'Paciente',
  customerTreatmentPlural: 'Pacientes',
  customerTreatmentGender: 'MASCULINE',
});

describe('terms that agree', () => {
  it('turns the words around a term to its gender', () => {
    expect(`${office.company} ${agree(companyTerm(office), 'alterado')} com sucesso`).toBe('Consultório alterado com sucesso');
    expect(`${clinic.company} ${agree(companyTerm(clinic), 'alterado')} com sucesso`).toBe('Clínica alterada com sucesso');
    expect(`Configurações ${the(companyTerm(clinic), 'do')}`).toBe('Configurações da clínica');
    expect(`Configurações ${the(companyTerm(office), 'do')}`).toBe('Configurações do consultório');
    expect(the(customerTerm(office), 'um')).toBe('um paciente');
    expect(the(customerTerm(clinic), 'um')).toBe('uma aluna');
    expect(`${upperFirst(the(customerTerm(clinic), 'nenhum'))} ${agree(customerTerm(clinic), 'cadastrado')}`).toBe('Nenhuma aluna cadastrada');
    expect(the(customerTerm(clinic), 'seus', { plural: true })).toBe('suas alunas');
    expect(agree(customerTerm(clinic), 'o primeiro')).toBe('a primeira');
    expect(agree('feminine', 'Cada um')).toBe('Cada uma');
  });

  it('builds every customer message in agreement', () => {
    expect(created(clinic)).toBe('Aluna cadastrada com sucesso');
    expect(updated(office)).toBe('Paciente alterado com sucesso');
    expect(deleteFailed(clinic)).toBe('Erro ao excluir a aluna');
    expect(loadFailedMessage(office)).toBe('Erro ao carregar as perguntas do consultório');
    expect(loadFailedMessage(clinic)).toBe('Erro ao carregar as perguntas da clínica');
    expect(saveFailed(office)).toBe('Não foi possível cadastrar o paciente');
    expect(saveFailed(clinic)).toBe('Não foi possível cadastrar a aluna');
  });

  it('falls back to the default words and their genders', () => {
    const terms = termsFromCompany({ companyTreatment: ' ', companyTreatmentGender: 'MASCULINE' });
    expect(terms).toEqual(DEFAULT_TERMS);
    expect(the(companyTerm(terms), 'do')).toBe('da empresa');
  });
});

describe('the terms fragment', () => {
  it('asks the server for the genders (not a client-only field), in the layout and after a change', () => {
    for (const operation of [mainLayoutQuery, termsMutation]) {
      expect(operation.params.text).toContain('companyTreatmentGender');
      expect(operation.params.text).toContain('customerTreatmentGender');
    }
  });
});
