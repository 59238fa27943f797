import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { throwawaySigner } from '@shata/test-support/aadhaar-qr';
import { freePort } from '../../apps/server/test/free-port';
import { startPortalProcess } from '../../apps/server/test/portal-process';
import { buildPortal } from '../../scripts/build.mjs';
import { seedDemoData } from './demo';
import { startMailCatcher } from './mail-catcher';
import { startNominatimStandIn } from './nominatim-stand-in';
import { approver, createOperator, enrolOperators, newOperator, reviewer } from './operator';

/**
 * Builds what is out of date and starts the portal the way `npm start` runs it, on a free port with a
 * temporary DATA_DIR (embedded PGlite) that already holds an operator and the
 * demo data, and stops it after the run.
 */
export default async function globalSetup() {
  await buildPortal({ ifStale: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-e2e-'));
  // A signer of Secure QR codes the portal trusts beside UIDAI, as AADHAAR_QR_CERTS lets an operator add one.
  const qrSignerDir = await mkdtemp(path.join(os.tmpdir(), 'shata-e2e-qr-'));
  throwawaySigner(qrSignerDir, 'e2e-signer');
  const nominatim = await startNominatimStandIn();
  const mail = await startMailCatcher();
  await createOperator(dataDir);
  await createOperator(dataDir, newOperator.email);
  await createOperator(dataDir, approver.email);
  await createOperator(dataDir, reviewer.email);
  await seedDemoData(dataDir);
  // A known port up front: links in mail are built on it.
  const portal = await startPortalProcess({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    // Tests stand for many clients behind a proxy (see support/test.ts), where
    // the dev mailbox is off: mail goes over SMTP to the catcher.
    TRUST_PROXY: 'true',
    SMTP_URL: mail.smtpUrl,
    // A second for stage mails to merge, not two minutes: tests wait for them as partners would not.
    STAGE_MAIL_MERGE_MS: '1000',
    NOMINATIM_URL: nominatim.url,
    SUPPORT_EMAIL: 'support@shata.test',
    SUPPORT_PHONE: '+91 80 4567 8900',
    OFFICE_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001, India',
    OFFICE_COORDINATES: '12.9752,77.6069',
    // No load balancer to warn: stop at once when the run ends.
    SHUTDOWN_DRAIN_MS: '0',
    WEB_DIST_DIR: path.resolve(import.meta.dirname, '../../apps/web/dist'),
    AADHAAR_QR_CERTS: path.join(qrSignerDir, 'e2e-signer.pem'),
    // The integration spec's webhook receiver listens on 127.0.0.1, over plain http.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    // The pseudo-locale walk (languages.spec.ts) asks for it with a cookie.
    PSEUDO_LOCALE: 'true',
  });
  process.env.E2E_QR_SIGNING_KEY = path.join(qrSignerDir, 'e2e-signer.key');
  process.env.E2E_BASE_URL = portal.url;
  await enrolOperators(portal.url);
  process.env.E2E_MAIL_URL = mail.url;
  return async () => {
    portal.child.kill('SIGTERM');
    await portal.exited;
    await nominatim.close();
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(qrSignerDir, { recursive: true, force: true });
  };
}
