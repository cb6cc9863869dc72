import { segment } from '../../rest/paths.ts';

export const paths = {
  signingCertificates: '/api/v1/signing_certificates',
  signingCertificate: (certificateId: number) => `/api/v1/signing_certificates/${segment(certificateId)}`,
};
