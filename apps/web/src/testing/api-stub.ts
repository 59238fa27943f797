import type { Partner, PartnerReview } from '@shata/domain';
import { vi } from 'vitest';
import type { AuthSession } from '../lib/auth/auth-client';
import type { ClientConfig } from '../lib/client-config';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

export interface StubRequest {
  /** "METHOD /path", the key handlers are found by. */
  key: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** An answer: a Response as is, anything else as a 200 JSON body; a function is called per request. */
export type StubAnswer = unknown | ((request: StubRequest) => unknown | Promise<unknown>);

/**
 * Replaces fetch with a fake portal API answering from `handlers`, keyed
 * "METHOD /path". Handlers can be changed between steps of a test. An
 * unknown call answers 404, as the real server does.
 */
export function stubApi(initial: Record<string, StubAnswer> = {}) {
  // Operators' sessions have passed the second factor unless a test says otherwise.
  const handlers: Record<string, StubAnswer> = {
    [authUrls.secondFactor]: { enrolled: true, passed: true, required: true },
    ...initial,
  };
  const requests: StubRequest[] = [];

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { key, url, body };
    requests.push(request);
    const handler = handlers[key];
    if (handler === undefined)
      return jsonResponse({ statusCode: 404, message: `No stub: ${key}` }, 404);
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    return answer instanceof Response ? answer.clone() : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    handlers,
    fetchMock,
    /** The requests made to one endpoint, in order. */
    calls: (key: string) => requests.filter((request) => request.key === key),
  };
}

export const authUrls = {
  session: 'GET /api/auth/get-session',
  signIn: 'POST /api/auth/sign-in/email',
  signUp: 'POST /api/auth/sign-up/email',
  signOut: 'POST /api/auth/sign-out',
  sendVerification: 'POST /api/auth/send-verification-email',
  requestReset: 'POST /api/auth/request-password-reset',
  resetPassword: 'POST /api/auth/reset-password',
  partnerMe: 'GET /api/partners/me',
  clientConfig: 'GET /api/client-config',
  secondFactor: 'GET /api/session/second-factor',
  enableSecondFactor: 'POST /api/auth/two-factor/enable',
  verifyAppCode: 'POST /api/auth/two-factor/verify-totp',
  verifyBackupCode: 'POST /api/auth/two-factor/verify-backup-code',
} as const;

/** The switches a server configured in full hands the browser: every contact, the auto-logout on. */
export function clientConfigFixture(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    inactivityLogout: true,
    partnerApp: {
      android: 'https://play.google.com/store/apps/details?id=in.shata.partner',
      ios: 'https://apps.apple.com/in/app/shata-partner/id1',
    },
    socialLinks: {
      facebook: 'https://www.facebook.com/shata.in',
      instagram: 'https://www.instagram.com/shata.in',
      linkedin: 'https://www.linkedin.com/company/shata',
    },
    mapsEmbedApiKey: null,
    expectedWaits: { kyc: 1, companyVerification: 2, inPersonVerification: 5, finalApproval: 1 },
    supportEmail: 'help@shata.test',
    supportPhone: '+91 80 4567 8900',
    supportWhatsApp: '+91-98450-12345',
    officeAddress: '12 MG Road, Bengaluru, Karnataka 560001, India',
    officeCoordinates: { latitude: 12.9752, longitude: 77.6069 },
    ...overrides,
  };
}

export function sessionFixture(user: Partial<AuthSession['user']> = {}): AuthSession {
  return {
    session: { id: 'session-1', expiresAt: '2999-01-01T00:00:00.000Z' },
    user: {
      id: 'user-1',
      email: 'asha@example.com',
      emailVerified: true,
      name: 'asha@example.com',
      role: 'partner',
      ...user,
    },
  };
}

/** A partner who has only just signed up. */
export function partnerFixture(overrides: Partial<Partner> = {}): Partner {
  return { _id: 'p-1', personalEmail: 'asha@example.com', ...overrides };
}

/** A partner with a full profile, the required documents and every verification approved. */
export function approvedPartnerFixture(overrides: Partial<Partner> = {}): Partner {
  return partnerFixture({
    name: 'Asha Rao',
    mobileNo: '9876543210',
    companyName: 'Asha Events',
    companyLocation: '12, MG Road, Bengaluru, Karnataka, India, 560001',
    gstNo: '29ABCDE1234F1Z5',
    cinNo: 'U12345KA2020PTC123456',
    aadharNo: 'XXXX XXXX 1234',
    servicesSelected: ['Event Planner'],
    aadharUrl: '/api/partners/p-1/documents/aadharCard',
    gstCertificateUrl: '/api/partners/p-1/documents/gstCertificate',
    incorporationCertificateUrl: '/api/partners/p-1/documents/incorporationCertificate',
    ipvStatus: 'approved',
    kycStatus: 'AKYC',
    cvStatus: 'ACV',
    status: 'approved',
    ...overrides,
  });
}

/** The console's page of a partner waiting for company verification, nothing on it yet. */
export function partnerReviewFixture(overrides: Partial<PartnerReview> = {}): PartnerReview {
  return {
    partner: partnerFixture({ _id: 'p-1', name: 'Asha Rao', companyName: 'Asha Events' }),
    stage: 'companyVerification',
    submittedAt: '2025-05-06T10:00:00.000Z',
    timeInStage: {
      since: '2025-05-06T10:00:00.000Z',
      workingDays: 0,
      awaitedStep: 'companyVerification',
      expectedDays: 2,
      overdue: false,
    },
    assignee: null,
    documents: [],
    audit: [],
    auditNextCursor: null,
    aadhaarQr: null,
    checks: [],
    relatedPartners: {},
    ...overrides,
  };
}
