import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceholderPage, REPORTS_DENIED_MESSAGE } from '../../src/features/placeholders/PlaceholderPage';
import { CompanyTermsContext, termsFromCompany } from '../../src/lib/terms';
import { ViewerContext, type AccountType } from '../../src/lib/viewer';
import type { RouteHandle } from '../../src/lib/routeHandle';
import { renderWithRelay } from '../relay';

const terms = termsFromCompany({
  companyTreatment: 'Clínica',
  companyTreatmentPlural: 'Clínicas',
  customerTreatment: 'Paciente',
  customerTreatmentPlural: 'Pacientes',
});

function renderPage(handle: RouteHandle, accountType: AccountType = 'SYSTEM_ADMIN') {
  const viewer = { id: 'u1', name: 'Ana', email: 'ana@clinica.com.br', accountType, imageUrl: null };
  return renderWithRelay(
    <ViewerContext.Provider value={viewer}>
      <CompanyTermsContext.Provider value={terms}>
        <PlaceholderPage />
      </CompanyTermsContext.Provider>
    </ViewerContext.Provider>,
    { routes: [], path: '*', route: '/x', handle },
  );
}

describe('placeholder pages', () => {
  it("title the page in the company's words", async () => {
    renderPage({ title: (t) => t.customerPlural });
    expect(await screen.findByRole('heading', { name: 'Pacientes' })).toBeTruthy();
  });

  it('keep reports away from limited users', async () => {
    renderPage({ title: () => 'Relatórios', reportsOnly: true }, 'LIMITED');
    expect(await screen.findByText(REPORTS_DENIED_MESSAGE)).toBeTruthy();
  });

  it('open reports to standard users', async () => {
    renderPage({ title: () => 'Relatórios', reportsOnly: true }, 'STANDARD');
    await screen.findByRole('heading', { name: 'Relatórios' });
    expect(screen.queryByText(REPORTS_DENIED_MESSAGE)).toBeNull();
  });
});
