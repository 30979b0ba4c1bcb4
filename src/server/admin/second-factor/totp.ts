import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/*
 * The authenticator app's codes (RFC 6238: SHA-1, 6 digits, 30-second steps, what every app
 * reads from an otpauth:// URI), by otplib.
 */

/** A new secret: 160 random bits in base32, the length RFC 4226 recommends. */
export const newTotpSecret = (): string => generateSecret();

/** What the app scans: the shop's name and the member's email label the entry. */
export const otpauthUri = (secret: string, issuer: string, email: string): string =>
  generateURI({ issuer, label: email, secret });

/** The URI as a QR code, an SVG drawn here so the admin's screens carry no QR code library. */
export const qrCodeSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

/**
 * The 30-second step `code` belongs to, when it is right for `secret` within one step either
 * side (a phone's clock a little off) and later than `afterStep` (a code already used is never
 * taken again); null otherwise.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
