import { ONLY, resource } from '../../loaders.ts';
import type { Send } from '../../rest/client.ts';
import { paths } from './paths.ts';
import type { RestSigningCertificate } from './types.ts';

export function signatureLoaders(send: Send) {
  return {
    /** The company's A1 certificates (administrators only). */
    signingCertificates: resource(
      send,
      (_: typeof ONLY) => paths.signingCertificates,
      (body: { signing_certificates: RestSigningCertificate[] }) => body.signing_certificates,
    ),
  };
}
