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
export function a1(commonName: string, password: string, options: { from?: Date; to?: Date } = {}): Buffer {
  const holder = certificate(
    [{ shortName: 'CN', value: commonName }, { shortName: 'O', value: 'ICP-Brasil' }, { shortName: 'C', value: 'BR' }],
    testCa,
    options.from ?? new Date('2026-01-01'),
    options.to ?? new Date('2027-01-01'),
  );
  const p12 = forge.pkcs12.toPkcs12Asn1(holder.key, [holder.cert, testCa.cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
