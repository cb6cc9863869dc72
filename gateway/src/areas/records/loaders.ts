import { resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestDataExport } from './types.ts';

/** The data exports: the patient's copy and the company's. */
export function recordLoaders(send: Send) {
  return {
    customerExport: resource(send, ({ customerId, exportId }: { customerId: number; exportId: number }) => paths.customerExport(customerId, exportId), (body: { export: RestDataExport }) => body.export),
    companyExport: resource(send, ({ companyId, exportId }: { companyId: number; exportId: number }) => paths.companyExport(companyId, exportId), (body: { export: RestDataExport }) => body.export),
  };
}
