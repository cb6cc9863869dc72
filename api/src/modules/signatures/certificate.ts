import forge from 'node-forge';

export const CERTIFICATE_MESSAGES = {
  wrongPassword: 'Senha do certificado incorreta',
  expired: 'Certificado vencido',
  notA1: 'Arquivo não é um certificado A1 (.pfx ou .p12)',
  noCertificate: 'Nenhum certificado digital cadastrado',
} as const;

/** What the list shows of a certificate, read from it once on upload. */
export interface CertificateSummary {
  subjectName: string;
  /** The CPF (11 digits) or CNPJ (14) an ICP-Brasil subject carries after its name ('NOME:12345678900'). */
  document: string | null;
  issuerName: string;
  validFrom: Date;
  validTo: Date;
}

export type CertificateProblem = keyof Pick<typeof CERTIFICATE_MESSAGES, 'wrongPassword' | 'expired' | 'notA1'>;

export class CertificateError extends Error {
  constructor(readonly problem: CertificateProblem) {
    super(CERTIFICATE_MESSAGES[problem]);
    this.name = 'CertificateError';
  }
}

const OIDS = {
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  key: '1.2.840.113549.1.12.10.1.1',
  certificate: '1.2.840.113549.1.12.10.1.3',
};

function attribute(name: forge.pki.Certificate['subject'], shortName: string): string | undefined {
  const value = name.getField(shortName)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** ICP-Brasil common names end in ':' and the holder's CPF or CNPJ. */
function splitCommonName(commonName: string): { name: string; document: string | null } {
  const match = /^(.*?):(\d{11}|\d{14})$/.exec(commonName.trim());
  return match ? { name: match[1]!.trim(), document: match[2]! } : { name: commonName.trim(), document: null };
}

function readPkcs12(bytes: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    throw new CertificateError('notA1');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // forge tells a wrong password by the integrity check it fails; anything else is not a PKCS#12 file.
    const message = error instanceof Error ? error.message : String(error);
    if (/password|MAC|decrypt/i.test(message)) throw new CertificateError('wrongPassword');
    throw new CertificateError('notA1');
  }
}

/**
 * Opens an A1 file with its password and checks that it holds a private key and a certificate valid
 * at `now`: a wrong password, an expired certificate or any other file is a CertificateError.
 */
export function readCertificate(bytes: Buffer, password: string, now: Date): CertificateSummary {
  const p12 = readPkcs12(bytes, password);
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keys = [...bags(OIDS.shroudedKey), ...bags(OIDS.key)].filter((bag) => bag.key);
  const certificates = bags(OIDS.certificate).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const key = keys[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  // The signer's certificate is the one whose public key matches the private key; the others are its chain.
  const own = key ? certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n !== undefined && publicKey.n.equals(key.n);
  }) : undefined;
  if (!key || !own) throw new CertificateError('notA1');
  if (own.validity.notAfter.getTime() < now.getTime() || own.validity.notBefore.getTime() > now.getTime()) throw new CertificateError('expired');
  const { name, document } = splitCommonName(attribute(own.subject, 'CN') ?? attribute(own.subject, 'O') ?? '');
  return {
    subjectName: name || 'Certificado sem nome',
    document,
    issuerName: (attribute(own.issuer, 'CN') ?? attribute(own.issuer, 'O') ?? '').trim(),
    validFrom: own.validity.notBefore,
    validTo: own.validity.notAfter,
  };
}
