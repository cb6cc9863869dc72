import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AbilityContext, buildAbility } from '../../../src/lib/ability';
import { CustomerExport } from '../../../src/features/records/CustomerExport';
import { EXPORT_PENDING, EXPORT_POLL_MS } from '../../../src/features/records/DataExportPanel';
import { renderWithRelay } from '../../relay';

const MANAGER = buildAbility([{ actions: ['manage'], subjects: ['Customer'], conditions: '{"company_id":1}', fields: null, inverted: false }]);
const LIMITED = buildAbility([{ actions: ['read', 'create', 'update'], subjects: ['Customer'], conditions: '{"company_id":1}', fields: null, inverted: false }]);

const customerId = btoa('Customer:7');

function renderExport(ability = MANAGER) {
  return renderWithRelay(
    <AbilityContext.Provider value={ability}>
      <CustomerExport customerId={customerId} customerDatabaseId={7} />
    </AbilityContext.Provider>,
  );
}

const exportRecord = (status: string, extra: Record<string, unknown> = {}) => ({
  id: btoa('DataExport:3'),
  databaseId: 3,
  status,
  downloadUrl: null,
  filename: null,
  expiresAt: null,
  ...extra,
});

describe("'Exportar dados do paciente'", () => {
  it('asks for the export with a key, shows it in progress while it is made, then offers the download', async () => {
    const { environment } = renderExport();
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar dados do paciente' }));

    const asked = environment.mock.getMostRecentOperation();
    expect(asked.request.node.params.name).toBe('CustomerExportMutation');
    expect(asked.request.variables).toEqual({ input: { customerId } });
    expect(asked.request.cacheConfig?.metadata?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => environment.mock.resolve(asked, { data: { exportCustomerData: { dataExport: exportRecord('PENDING'), fullMessages: [] } } }));
    expect(await screen.findByText(EXPORT_PENDING)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar dados do paciente' }).hasAttribute('disabled')).toBe(true);

    const polled = await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, EXPORT_POLL_MS + 100));
      return environment.mock.getMostRecentOperation();
    });
    expect(polled.request.node.params.name).toBe('CustomerExportQuery');
    expect(polled.request.variables).toEqual({ databaseId: 7, exportId: 3 });
    const done = exportRecord('DONE', { downloadUrl: '/files/abc.zip?expires=1&download=dados.zip&signature=x', filename: 'dados-joana.zip', expiresAt: '2026-03-11T12:00:00Z' });
    await act(async () => environment.mock.resolve(polled, { data: { customer: { id: customerId, dataExport: done } } }));

    const link = await screen.findByRole('link', { name: 'Baixar arquivo' });
    expect(link.getAttribute('href')).toBe(done.downloadUrl);
    expect(screen.getByText(/dados-joana\.zip — disponível até 11\/03\/2026/)).toBeTruthy();
  }, 10_000);

  it('is not offered to limited users', () => {
    renderExport(LIMITED);
    expect(screen.queryByRole('button', { name: 'Exportar dados do paciente' })).toBeNull();
  });
});
