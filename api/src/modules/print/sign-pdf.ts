import forge from 'node-forge';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
import { noteDateParts } from '@practice/common';

/**
 * What a render worker needs to sign the PDF it made: the certificate's key as it was kept when the
 * certificate was opened (signatures/certificate.ts, SigningKey), so signing derives nothing.
 */
export interface PdfSigning {
  /** The private key, PKCS#1 PEM. */
  key: string;
  /** The signer's certificate first, then its chain, PEM. */
  certificates: string[];
  signerName: string;
  signedAt: Date;
}

/** 'Assinado digitalmente por {nome} em DD/MM/YYYY às HH:mm', printed on the signed PDF. */
export function signatureStamp(signerName: string, signedAt: Date): string {
  const { date, time } = noteDateParts(signedAt);
  return `Assinado digitalmente por ${signerName} em ${date} às ${time}`;
}

/**
 * A CAdES detached signature (SHA-256, the attributes EU validators expect in this order) made with
 * a key already opened, as @signpdf's P12Signer makes it after opening the PKCS#12 file each time.
 */
class KeptKeySigner extends Signer {
  constructor(private readonly signing: PdfSigning) {
    super();
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const [own, ...chain] = this.signing.certificates.map((pem) => forge.pki.certificateFromPem(pem));
    if (!own) throw new Error('no certificate to sign with');
    const signed = forge.pkcs7.createSignedData();
    signed.content = forge.util.createBuffer(pdf.toString('binary'));
    for (const certificate of [own, ...chain]) signed.addCertificate(certificate);
    signed.addSigner({
      key: forge.pki.privateKeyFromPem(this.signing.key),
      certificate: own,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        // forge's types say string; it takes the Date and writes it as UTCTime.
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    signed.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(signed.toAsn1()).getBytes(), 'binary');
  }
}

/**
 * Signs a finished PDF (PAdES: a CAdES detached signature over the whole file but its /Contents).
 * The RSA signature is pure JavaScript and takes some milliseconds, so it runs in the render worker,
 * after the layout.
 */
export async function signPdf(pdf: Buffer, signing: PdfSigning): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: signatureStamp(signing.signerName, signing.signedAt),
    contactInfo: '',
    name: signing.signerName,
    location: 'Brasil',
    signingTime: signing.signedAt,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Practice',
  });
  return new SignPdf().sign(withPlaceholder, new KeptKeySigner(signing), signing.signedAt);
}
