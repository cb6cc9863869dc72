import { beforeAll, describe, expect, it } from 'vitest';
import { useRealApi, type AnyData } from './real-api.ts';

const real = useRealApi({ gateway: { webDist: '/nonexistent' } });
const { graphql, signUp } = real;

let admin: Record<string, string>;
let other: Record<string, string>;
let customerId: number;
let companyId: number;

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

const EXPORT_FIELDS = 'databaseId status downloadUrl filename requestedByName';

beforeAll(async () => {
  admin = await signUp('Helena');
  other = await signUp('Outra');
  const response = await fetch(`${real.api.url}/api/v1/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify({ customer: { name: 'Joana Dias', fields_values: '{}' } }),
  });
  const { customer } = (await response.json()) as AnyData;
  customerId = customer.id;
  companyId = customer.company_id;
});

describe('data exports through the gateway', () => {
  it("asks for the patient's copy and reads it until it is done, with its download link", async () => {
    const asked = await graphql(
      `mutation ($input: ExportCustomerDataInput!) { exportCustomerData(input: $input) { dataExport { ${EXPORT_FIELDS} } errors { field messages } fullMessages } }`,
      admin,
      { input: { customerId: globalId('Customer', customerId) } },
    );
    expect(asked.errors).toBeUndefined();
    const { dataExport } = asked.data.exportCustomerData;
    expect(dataExport).toMatchObject({ status: 'PENDING', downloadUrl: null, requestedByName: 'Helena' });

    await real.api.app.exportJobs.drain();
    const read = await graphql(`query ($id: Int!, $export: Int!) { customer(databaseId: $id) { dataExport(databaseId: $export) { id ${EXPORT_FIELDS} } } }`, admin, {
      id: customerId,
      export: dataExport.databaseId,
    });
    expect(read.errors).toBeUndefined();
    const done = read.data.customer.dataExport;
    expect(done.status).toBe('DONE');
    expect(done.filename).toMatch(/^dados-joana-dias-.+\.zip$/);
    expect(done.downloadUrl).toMatch(/^\/files\/.+\.zip\?expires=\d+&download=.+&signature=/);
    const missing = await graphql(`query ($id: Int!) { customer(databaseId: $id) { dataExport(databaseId: 999999) { id } } }`, admin, { id: customerId });
    expect(missing.data.customer.dataExport).toBeNull();
  });

  it("asks for the company's export, and another company's user gets NOT_FOUND", async () => {
    const asked = await graphql(
      `mutation ($input: ExportCompanyDataInput!) { exportCompanyData(input: $input) { dataExport { ${EXPORT_FIELDS} } fullMessages } }`,
      admin,
      { input: { companyId: globalId('Company', companyId) } },
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data.exportCompanyData.dataExport.status).toBe('PENDING');
    await real.api.app.exportJobs.drain();
    const read = await graphql(`query ($export: Int!) { viewer { company { dataExport(databaseId: $export) { status downloadUrl } } } }`, admin, {
      export: asked.data.exportCompanyData.dataExport.databaseId,
    });
    expect(read.data.viewer.company.dataExport.status).toBe('DONE');

    const foreign = await graphql(
      `mutation ($input: ExportCustomerDataInput!) { exportCustomerData(input: $input) { dataExport { databaseId } fullMessages } }`,
      other,
      { input: { customerId: globalId('Customer', customerId) } },
    );
    expect(foreign.errors?.[0]?.extensions?.code ?? foreign.data.exportCustomerData.fullMessages[0]).toBeTruthy();
    expect(foreign.data?.exportCustomerData?.dataExport ?? null).toBeNull();
    const foreignCompany = await graphql(
      `mutation ($input: ExportCompanyDataInput!) { exportCompanyData(input: $input) { dataExport { databaseId } fullMessages } }`,
      other,
      { input: { companyId: globalId('Company', companyId) } },
    );
    expect(foreignCompany.data?.exportCompanyData?.dataExport ?? null).toBeNull();
  });
});
