import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { noteDateParts } from '@practice/common';

/** What a render worker needs to sign the PDF it made: the A1 file and its password, opened only there. */
export interface PdfSigning {
  p12: Uint8Array;
  password: string;
  signerName: string;
  signedAt: Date;
}

/** 'Assinado digitalmente por {nome} em DD/MM/YYYY às HH:mm', printed on the signed PDF. */
export function signatureStamp(signerName: string, signedAt: Date): string {
  const { date, time } = noteDateParts(signedAt);
  return `Assinado digitalmente por ${signerName} em ${date} às ${time}`;
}

/**
 * Signs a finished PDF (PAdES: a CAdES detached signature over the whole file but its /Contents).
 * Opening the PKCS#12 and the RSA signature are pure JavaScript and take tens of milliseconds, so
 * it runs in the render worker, after the layout.
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
  const signer = new P12Signer(Buffer.from(signing.p12), { passphrase: signing.password });
  return new SignPdf().sign(withPlaceholder, signer, signing.signedAt);
}
