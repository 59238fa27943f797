import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  apiScopes,
  cinStates,
  type DocumentType,
  decisionPermission,
  gstinCheckCharacter,
  gstStates,
  joinCompanyLocation,
  type PartnerUpdateValues,
  type ReviewField,
  roles,
  verhoeffCheckDigit,
} from '@shata/domain';
import { eq } from 'drizzle-orm';
import { createApiKey } from '../api-keys/service';
import { user } from '../auth/schema';
import type { SessionUser } from '../auth/session';
import { storeSecondFactor } from '../auth/stored-second-factor';
import { replaceDocument } from '../documents/record';
import { createOperator, createVerifiedAccount } from '../operators/accounts';
import { decide, type ReviewContext, recordVideo, rejectDocument } from '../operators/service';
import { updatePartner } from '../partners/profile';
import { findOrCreatePartnerByEmail } from '../partners/service';
import { bookedDemoPartnerEmail, seedDemoBookings } from './demo-bookings';
import { demoPdf, demoPng } from './demo-documents';
import { createDemoSigner, scanDemoSecureQr } from './demo-secure-qr';

/** Every demo account signs in with this password. */
export const demoPassword = 'Shata-Demo-Pass-2025';
export const demoOperatorEmail = 'operator@shata.demo';
/** Decides the demo partners' stages before the final one, which four eyes keep for the operator. */
export const demoReviewerEmail = 'reviewer@shata.demo';

type Step =
  | { video: string }
  | { approve: ReviewField }
  | { reject: ReviewField; reason: string }
  | { rejectDocument: DocumentType; reason: string };

interface DemoPartner {
  email: string;
  /** Absent: the partner has only signed up. */
  profile?: { name: string; company: string; services: string[]; city: string; state: string };
  documents: boolean;
  steps: Step[];
  /** The Aadhaar Secure QR the partner scanned: their own card's, or another number's. */
  secureQr?: 'own' | 'anotherNumber';
  /** The demo partner whose GSTIN this one gave too. */
  gstinOf?: string;
}

const approveAll: Step[] = [
  { video: 'https://kyc.shata.demo/videos/approved.mp4' },
  { approve: 'kycStatus' },
  { approve: 'cvStatus' },
  { approve: 'ipvStatus' },
  { approve: 'status' },
];

/** One partner at every stage of verification. */
const demoPartners: DemoPartner[] = [
  { email: 'new.partner@shata.demo', documents: false, steps: [] },
  {
    email: 'meera.photos@shata.demo',
    profile: {
      name: 'Meera Iyer',
      company: 'Meera Iyer Photography',
      services: ['Photographer'],
      city: 'Chennai',
      state: 'Tamil Nadu',
    },
    documents: false,
    steps: [],
  },
  {
    email: 'kiran.caterers@shata.demo',
    profile: {
      name: 'Kiran Shetty',
      company: 'Kiran Caterers',
      services: ['Caterer'],
      city: 'Mangaluru',
      state: 'Karnataka',
    },
    documents: true,
    steps: [],
  },
  {
    email: 'rohan.events@shata.demo',
    profile: {
      name: 'Rohan Mehta',
      company: 'Rohan Mehta Events',
      services: ['Event Planner'],
      city: 'Mumbai',
      state: 'Maharashtra',
    },
    documents: true,
    steps: approveAll.slice(0, 1),
  },
  {
    email: 'priya.decor@shata.demo',
    profile: {
      name: 'Priya Nair',
      company: 'Priya Weddings & Decor',
      services: ['Event Planner', 'Caterer'],
      city: 'Kochi',
      state: 'Kerala',
    },
    documents: true,
    steps: approveAll.slice(0, 2),
  },
  {
    email: 'arjun.studio@shata.demo',
    profile: {
      name: 'Arjun Singh',
      company: 'Arjun Singh Studio',
      services: ['Photographer', 'Event Planner'],
      city: 'Jaipur',
      state: 'Rajasthan',
    },
    documents: true,
    steps: approveAll.slice(0, 3),
  },
  {
    email: 'asha.approved@shata.demo',
    profile: {
      name: 'Asha Rao',
      company: 'Asha Events',
      services: ['Event Planner', 'Caterer', 'Photographer'],
      city: 'Bengaluru',
      state: 'Karnataka',
    },
    documents: true,
    steps: approveAll,
    secureQr: 'own',
  },
  {
    email: 'vikram.kitchens@shata.demo',
    profile: {
      name: 'Vikram Das',
      company: 'Vikram Cloud Kitchens',
      services: ['Caterer'],
      city: 'Kolkata',
      state: 'West Bengal',
    },
    documents: true,
    steps: [
      { video: 'https://kyc.shata.demo/videos/vikram.mp4' },
      {
        reject: 'kycStatus',
        reason: 'The face in the video KYC does not match the Aadhaar photo.',
      },
    ],
    secureQr: 'anotherNumber',
  },
  {
    email: 'sana.moments@shata.demo',
    profile: {
      name: 'Sana Khan',
      company: 'Sana Moments',
      services: ['Photographer'],
      city: 'Hyderabad',
      state: 'Telangana',
    },
    documents: true,
    steps: [
      {
        rejectDocument: 'gstCertificate',
        reason: 'The GST certificate is cut off at the bottom. Please upload the whole page.',
      },
    ],
  },
  {
    email: 'shetty.catering@shata.demo',
    profile: {
      name: 'K. Shetty',
      company: 'Shetty Catering Co.',
      services: ['Caterer'],
      city: 'Udupi',
      state: 'Karnataka',
    },
    documents: true,
    steps: [],
    gstinOf: 'kiran.caterers@shata.demo',
  },
];

/** A company's numbers, as a registered business in `state` has them: its PAN in its GSTIN, its CIN in the same state. */
function companyNumbers(state: string, index: number) {
  const stateCode = (table: Readonly<Record<string, string>>) => {
    const code = Object.keys(table).find((key) => table[key] === state);
    if (!code) throw new Error(`no state code for ${state}`);
    return code;
  };
  const pan = `AAAC${String.fromCharCode(65 + index)}${String(4000 + index * 37).padStart(4, '0')}K`;
  const gstBody = `${stateCode(gstStates)}${pan}1Z`;
  return {
    panNo: pan,
    gstNo: `${gstBody}${gstinCheckCharacter(gstBody)}`,
    cinNo: `U74999${stateCode(cinStates)}2018PTC${String(100_000 + index * 7919).padStart(6, '0')}`,
  };
}

function profileOf(partner: DemoPartner, index: number): PartnerUpdateValues | undefined {
  const profile = partner.profile;
  const gstinOf = partner.gstinOf;
  const sharing = gstinOf ? demoPartners.findIndex((other) => other.email === gstinOf) : -1;
  if (!profile) return undefined;
  const companyAddress = {
    address: `${12 + index}`,
    street: 'Station Road',
    landmark: '',
    city: profile.city,
    state: profile.state,
    country: 'India',
    postalCode: `5600${10 + index}`,
  } as const;
  const aadhaarPayload = `2${String(3412341234 + index * 1111).padStart(10, '0')}`;
  return {
    name: profile.name,
    mobileNo: `98765432${String(10 + index).padStart(2, '0')}`,
    companyName: profile.company,
    companyLocation: joinCompanyLocation(companyAddress),
    companyAddress,
    ...companyNumbers(profile.state, index),
    // The second account of a business: the first's GSTIN, and no PAN or CIN of its own.
    ...(sharing >= 0 && {
      gstNo: companyNumbers(profile.state, sharing).gstNo,
      panNo: '',
      cinNo: '',
    }),
    aadharNo: `${aadhaarPayload}${verhoeffCheckDigit(aadhaarPayload)}`,
    servicesSelected: profile.services as PartnerUpdateValues['servicesSelected'],
    latitude: 12.9716,
    longitude: 77.5946,
    personalEmail: partner.email,
  };
}

async function uploadDemoDocuments(
  context: ReviewContext,
  spoolDir: string,
  partnerId: string,
  actor: SessionUser,
) {
  const files: Array<[DocumentType, Buffer, string, string]> = [
    ['aadharCard', demoPng([163, 65, 27]), 'image/png', 'png'],
    ['panCard', demoPng([15, 92, 87]), 'image/png', 'png'],
    ['gstCertificate', demoPdf('GST Registration Certificate'), 'application/pdf', 'pdf'],
    ['incorporationCertificate', demoPdf('Certificate of Incorporation'), 'application/pdf', 'pdf'],
  ];
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  for (const [type, bytes, contentType, extension] of files) {
    const localPath = path.join(spoolDir, randomUUID());
    await writeFile(localPath, bytes, { mode: 0o600 });
    await replaceDocument(
      context,
      partnerId,
      {
        type,
        localPath,
        contentType,
        extension,
        sizeBytes: bytes.length,
        fileName: `${type}.${extension}`,
      },
      actor,
    );
  }
}

interface DemoAccounts {
  /** An admin, who gives the demo partners' final approvals. */
  operator: string;
  /** The demo operator's second factor: what their authenticator app would hold, and a backup code. */
  operatorTotpSecret: string;
  operatorBackupCode: string;
  /** A reviewer, who decided the stages before (four eyes). */
  reviewer: string;
  partners: string[];
  password: string;
  /** A key with every scope, to try the integration API at once. */
  apiKey: string;
}

/**
 * Demo data for a newcomer: an operator and a partner at every stage (one
 * fully approved), with documents; one with a verified Aadhaar QR, one whose
 * QR is another number's, and two sharing a GSTIN. Answers null when it is
 * already there.
 */
export async function seedDemo(
  context: ReviewContext & { spoolDir: string; authSecret: string },
): Promise<DemoAccounts | null> {
  const { db } = context;
  const [seeded] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, demoOperatorEmail));
  if (seeded) return null;

  const operatorId = await createOperator(db, { email: demoOperatorEmail, password: demoPassword });
  const secondFactor = await storeSecondFactor(db, {
    authSecret: context.authSecret,
    userId: operatorId,
    email: demoOperatorEmail,
  });
  const demoSigner = createDemoSigner();
  const operator: SessionUser = {
    id: operatorId,
    email: demoOperatorEmail,
    emailVerified: true,
    role: roles.admin,
  };
  const reviewer: SessionUser = {
    id: await createVerifiedAccount(db, {
      email: demoReviewerEmail,
      password: demoPassword,
      role: roles.reviewer,
    }),
    email: demoReviewerEmail,
    emailVerified: true,
    role: roles.reviewer,
  };
  const decider = (field: ReviewField) =>
    decisionPermission(field) === 'finalApproval' ? operator : reviewer;

  for (const [index, demo] of demoPartners.entries()) {
    const userId = await createVerifiedAccount(db, {
      email: demo.email,
      password: demoPassword,
      role: roles.partner,
    });
    const actor: SessionUser = {
      id: userId,
      email: demo.email,
      emailVerified: true,
      role: roles.partner,
    };
    const row = await findOrCreatePartnerByEmail(db, demo.email);
    const profile = profileOf(demo, index);
    if (profile) await updatePartner(db, row, profile, context.cipher);
    if (profile && demo.secureQr) {
      const updated = await findOrCreatePartnerByEmail(db, demo.email);
      await scanDemoSecureQr(context, await demoSigner, updated, profile, demo.secureQr);
    }
    if (demo.documents) await uploadDemoDocuments(context, context.spoolDir, row.id, actor);
    for (const step of demo.steps) {
      if ('video' in step) await recordVideo(context, reviewer, row.id, step.video);
      else if ('approve' in step)
        await decide(context, decider(step.approve), row.id, step.approve, { decision: 'approve' });
      else if ('reject' in step)
        await decide(context, decider(step.reject), row.id, step.reject, {
          decision: 'reject',
          reason: step.reason,
        });
      else await rejectDocument(context, reviewer, row.id, step.rejectDocument, step.reason);
    }
    if (demo.email === bookedDemoPartnerEmail) await seedDemoBookings(db, row.id);
  }
  const { key } = await createApiKey(db, operator, {
    name: 'Demo integration',
    scopes: [...apiScopes],
  });
  return {
    operator: demoOperatorEmail,
    operatorTotpSecret: secondFactor.totpSecret,
    operatorBackupCode: secondFactor.backupCodes[0] ?? '',
    reviewer: demoReviewerEmail,
    partners: demoPartners.map((demo) => demo.email),
    password: demoPassword,
    apiKey: key,
  };
}
