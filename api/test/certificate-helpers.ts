// A test CA and A1 certificates (.pfx) it issues, made with node-forge for the signature tests.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

export interface Identity {
  key: forge.pki.rsa.PrivateKey;
  cert: forge.pki.Certificate;
}

function rsaKeys(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  // node:crypto makes the keys in a few milliseconds; forge would take seconds.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

let serial = 1;
export function certificate(subject: forge.pki.CertificateField[], issuer: Identity | null, from: Date, to: Date): Identity {
  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  serial += 1;
  cert.serialNumber = serial.toString(16).padStart(2, '0');
  cert.validity.notBefore = from;
  cert.validity.notAfter = to;
  cert.setSubject(subject);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : subject);
  cert.setExtensions(issuer ? [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }] : [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true }]);
  cert.sign(issuer ? issuer.key : keys.privateKey, forge.md.sha256.create());
  return { key: keys.privateKey, cert };
}

export const testCa = certificate([{ shortName: 'CN', value: 'AC Teste Practice v5' }, { shortName: 'O', value: 'ICP-Brasil' }, { shortName: 'C', value: 'BR' }], null, new Date('2025-01-01'), new Date('2030-01-01'));

/** A PKCS#12 file holding a key and a certificate issued by the test CA, valid through 2026 by default. */
export function a1(commonName: string, password: string, options: { from?: Date; to?: Date; algorithm?: '3des' | 'aes256'; mac?: boolean } = {}): Buffer {
  const holder = certificate(
    [{ shortName: 'CN', value: commonName }, { shortName: 'O', value: 'ICP-Brasil' }, { shortName: 'C', value: 'BR' }],
    testCa,
    options.from ?? new Date('2026-01-01'),
    options.to ?? new Date('2027-01-01'),
  );
  const p12 = forge.pkcs12.toPkcs12Asn1(holder.key, [holder.cert, testCa.cert], password, { algorithm: options.algorithm ?? '3des', useMac: options.mac ?? true });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

const PBE_FAMILY = /^1\.2\.840\.113549\.1\.(12\.1\.[1-6]|5\.(1|3|4|6|10|11))$/;

/** Sets every INTEGER that is an iteration count in `node` (a PBE's parameters) to `iterations`. */
function rewritePbeCounts(node: forge.asn1.Asn1, iterations: number): void {
  if (!Array.isArray(node.value)) return;
  const [first, second] = node.value;
  if (first?.type === forge.asn1.Type.OID && typeof first.value === 'string' && PBE_FAMILY.test(forge.asn1.derToOid(first.value)) && second && Array.isArray(second.value)) {
    second.value[1]!.value = forge.asn1.integerToDer(iterations).getBytes();
  }
  for (const child of node.value) rewritePbeCounts(child, iterations);
}

/**
 * `pfx` made to ask `iterations` rounds of every key derivation it names (its MAC and each
 * encrypted bag), as a legacy export with a high count does; the MAC no longer matches, which only
 * a reader that derives the keys finds out.
 */
export function withIterations(pfx: Buffer, iterations: number): Buffer {
  const asn1 = forge.asn1.fromDer(forge.util.createBuffer(pfx.toString('binary')));
  const [, authSafe, macData] = asn1.value as forge.asn1.Asn1[];
  if (macData) (macData.value as forge.asn1.Asn1[])[2]!.value = forge.asn1.integerToDer(iterations).getBytes();
  const content = ((authSafe!.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!;
  const safes = forge.asn1.fromDer(content.value as string);
  for (const info of safes.value as forge.asn1.Asn1[]) {
    const inner = ((info.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!;
    if (inner.type === forge.asn1.Type.OCTETSTRING) {
      const bags = forge.asn1.fromDer(inner.value as string);
      rewritePbeCounts(bags, iterations);
      inner.value = forge.asn1.toDer(bags).getBytes();
    } else {
      rewritePbeCounts(inner, iterations);
    }
  }
  content.value = forge.asn1.toDer(safes).getBytes();
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** A holder's key and certificate issued by the test CA, and the CA's, in PEM, for tools that make PKCS#12 files themselves (OpenSSL). */
export function holderPems(commonName: string, from: Date, to: Date): { key: string; certificate: string; ca: string } {
  const holder = certificate([{ shortName: 'CN', value: commonName }, { shortName: 'O', value: 'ICP-Brasil' }, { shortName: 'C', value: 'BR' }], testCa, from, to);
  return { key: forge.pki.privateKeyToPem(holder.key), certificate: forge.pki.certificateToPem(holder.cert), ca: forge.pki.certificateToPem(testCa.cert) };
}
