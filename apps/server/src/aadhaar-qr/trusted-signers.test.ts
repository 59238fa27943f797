import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { throwawaySigner } from '@shata/test-support/aadhaar-qr';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTrustedSigners } from './trusted-signers';

const folder = mkdtempSync(path.join(tmpdir(), 'shata-signers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const uidai2017 =
  'FC:F3:1A:3F:89:21:16:15:EB:D5:D4:49:AC:33:D8:D3:81:F6:54:D2:E2:D1:50:37:D5:CC:8D:4A:EB:72:F8:36';
const uidai2021 =
  'E0:F0:F8:69:D3:2E:FC:7E:80:FA:E2:22:37:17:A5:6D:CF:8B:61:6F:82:0B:54:2A:49:E5:BD:5A:BF:1C:0F:7D';

describe('the keys trusted to sign Aadhaar Secure QR codes', () => {
  it('are UIDAI’s pinned certificates, and those AADHAAR_QR_CERTS names beside them', async () => {
    expect(
      (await loadTrustedSigners({ aadhaarQrCertificateFiles: [] }))
        .map((signer) => signer.fingerprint)
        .sort(),
    ).toEqual([uidai2017, uidai2021].sort());
    const extra = path.join(folder, 'extra.pem');
    writeFileSync(extra, throwawaySigner(folder, 'extra').certificate);
    const signers = await loadTrustedSigners({ aadhaarQrCertificateFiles: [extra] });
    expect(signers).toHaveLength(3);
  });

  it('stop start-up with a message naming AADHAAR_QR_CERTS for a file that is missing or no certificate', async () => {
    await expect(
      loadTrustedSigners({ aadhaarQrCertificateFiles: [path.join(folder, 'missing.pem')] }),
    ).rejects.toThrow(
      `AADHAAR_QR_CERTS names ${path.join(folder, 'missing.pem')}, which cannot be read`,
    );
    const text = path.join(folder, 'notes.txt');
    writeFileSync(text, 'not a certificate');
    await expect(loadTrustedSigners({ aadhaarQrCertificateFiles: [text] })).rejects.toThrow(
      `AADHAAR_QR_CERTS names ${text}, which is not a PEM certificate with an RSA key`,
    );
  });
});
