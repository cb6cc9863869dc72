import type { Send } from '../../rest/client.ts';
import type { UploadFile } from '../../rest/multipart.ts';
import { paths } from './paths.ts';
import type { CompanyChanges, RestCompany } from './types.ts';

export function companyCalls(send: Send) {
  return {
    updateCompany: async (companyId: number, changes: CompanyChanges) =>
      (await send<{ company: RestCompany }>('PATCH', paths.company(companyId), { body: { json: { company: changes } } }))
        .body.company,
    updateCompanyImage: async (companyId: number, image: UploadFile) =>
      (
        await send<{ company: RestCompany }>('PATCH', paths.company(companyId), {
          body: { multipart: { fields: {}, files: [{ name: 'company[attachment_attributes][attachment]', file: image }] } },
        })
      ).body.company,
    removeCompanyImage: async (companyId: number, imageId: number) =>
      (
        await send<{ company: RestCompany }>('PATCH', paths.company(companyId), {
          body: { json: { company: { attachment_attributes: { id: imageId, _destroy: true } } } },
        })
      ).body.company,
  };
}
