import type { Send } from '../../rest/client.ts';
import type { UploadFile } from '../../rest/multipart.ts';
import { paths } from './paths.ts';
import type { RestSigningCertificate } from './types.ts';

export function signatureCalls(send: Send) {
  return {
    uploadSigningCertificate: async (file: UploadFile, password: string, userId: number | null) =>
      (
        await send<{ signing_certificate: RestSigningCertificate }>('POST', paths.signingCertificates, {
          body: { multipart: { fields: { password, ...(userId === null ? {} : { user_id: String(userId) }) }, files: [{ name: 'file', file }] } },
        })
      ).body.signing_certificate,
    deleteSigningCertificate: (certificateId: number) =>
      send<unknown>('DELETE', paths.signingCertificate(certificateId), { body: { form: {} } }),
  };
}
