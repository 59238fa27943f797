import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type TrustedSigner, trustedSignerFromCertificate } from '@shata/domain';
import { type Config, ConfigError } from '../config';
import { serverPackageRoot } from '../package-root';

/** UIDAI's published certificates, pinned with the release. */
const pinnedFolder = path.join(serverPackageRoot, 'certificates', 'uidai');

/**
 * The keys trusted to sign Aadhaar Secure QR codes: UIDAI's pinned
 * certificates and any AADHAAR_QR_CERTS names. A file that cannot be read or
 * is not a certificate stops start-up with a message naming the variable.
 */
export async function loadTrustedSigners(
  config: Pick<Config, 'aadhaarQrCertificateFiles'>,
): Promise<TrustedSigner[]> {
  const pinned = (await readdir(pinnedFolder)).filter((file) => file.endsWith('.cer'));
  const signers = await Promise.all(
    pinned.map(async (file) =>
      trustedSignerFromCertificate(await readFile(path.join(pinnedFolder, file))),
    ),
  );
  for (const file of config.aadhaarQrCertificateFiles) {
    const certificate = await readFile(file).catch(() => {
      throw new ConfigError(
        `Invalid configuration: AADHAAR_QR_CERTS names ${file}, which cannot be read`,
      );
    });
    signers.push(
      await trustedSignerFromCertificate(certificate).catch(() => {
        throw new ConfigError(
          `Invalid configuration: AADHAAR_QR_CERTS names ${file}, which is not a PEM certificate with an RSA key`,
        );
      }),
    );
  }
  return signers;
}
