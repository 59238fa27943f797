/** Helpers for the registration screen's tests (not part of the app). */
import {
  type BusinessType,
  documentTypeInfo,
  gstinCheckCharacter,
  type Locale,
  maxUploadBytes,
  messages,
  type Partner,
  paths,
  routePatterns,
} from '@shata/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Outlet, type RouteObject, useParams } from 'react-router';
import { expect } from 'vitest';
import { NoticeBanner } from '../../components/notice-banner/NoticeBanner';
import {
  authUrls,
  partnerFixture,
  type StubAnswer,
  sessionFixture,
  stubApi,
} from '../../testing/api-stub';
import { renderRoutes } from '../../testing/render';
import { RegistrationPage } from './RegistrationPage';
import { registrationText } from './registration-text';

export const text = registrationText;

export const partnerUrls = {
  get: 'GET /api/partners/p-1',
  put: 'PUT /api/partners/p-1',
  submission: 'POST /api/partners/p-1/submission',
  geocode: 'GET /api/geocode/reverse',
  draftGet: 'GET /api/partners/p-1/draft',
  draftPut: 'PUT /api/partners/p-1/draft',
} as const;

/** The server's answer to a draft saved now. */
export const draftSaved = () => ({ savedAt: new Date().toISOString() });

/** A promise the test settles when it chooses: an answer the server has not sent yet. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A valid Aadhaar number (Verhoeff check digit) and one whose check digit is wrong. */
export const validAadhaar = '234123412346';
export const wrongCheckDigitAadhaar = '234123412345';
export const validGst = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;
export const validCin = 'U12345KA2020PTC123456';
/** The PAN inside `validGst` (characters 3 to 12 of a GSTIN). */
export const validPan = validGst.slice(2, 12);

function StatusScreen() {
  const { partnerId } = useParams();
  return <h1>Status screen of {partnerId}</h1>;
}

/** The registration route, with the screens it leads to and the layout's flash notice. */
export const registrationRoutes: RouteObject[] = [
  {
    element: (
      <>
        <NoticeBanner />
        {/* As the root layout does: a screen waits here while its Hindi words load. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </>
    ),
    children: [
      { path: routePatterns.dashboard, element: <RegistrationPage /> },
      { path: routePatterns.status, element: <StatusScreen /> },
      { path: paths.login, element: <p>Login screen</p> },
    ],
  },
];

/** The partner a fresh sign-up has (only the e-mail), as GET /api/partners/:id answers it. */
export const newPartner = partnerFixture();

/** A partner who filled the form before and has the required documents on file. */
export function returningPartner(overrides: Partial<Partner> = {}): Partner {
  return partnerFixture({
    name: 'Asha Rao',
    mobileNo: '9876543210',
    aadharNo: 'XXXX XXXX 2346',
    companyName: 'Asha Events',
    servicesSelected: ['Caterer'],
    gstNo: validGst,
    panNo: validPan,
    cinNo: validCin,
    companyLocation: '12B, MG Road, Bengaluru, Karnataka, India, 560001',
    companyAddress: {
      address: '12B',
      street: 'MG Road',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      postalCode: '560001',
    },
    latitude: 12.9716,
    longitude: 77.5946,
    aadharUrl: '/api/partners/p-1/documents/aadharCard',
    gstCertificateUrl: '/api/partners/p-1/documents/gstCertificate',
    incorporationCertificateUrl: '/api/partners/p-1/documents/incorporationCertificate',
    ...overrides,
  });
}

/**
 * Renders /dashboard/p-1 (or `path`) signed in, the API answering `partner`
 * unless `handlers` say otherwise.
 */
export function renderRegistration({
  partner = newPartner,
  handlers = {},
  path = paths.dashboard('p-1'),
  locale = 'en',
  routes = registrationRoutes,
}: {
  partner?: Partner;
  handlers?: Record<string, StubAnswer>;
  path?: string;
  locale?: Locale;
  /** The registration routes inside others of the test's. */
  routes?: RouteObject[];
} = {}) {
  const api = stubApi({
    [authUrls.session]: sessionFixture(),
    [authUrls.partnerMe]: partner,
    [partnerUrls.get]: partner,
    [partnerUrls.draftGet]: { values: null, savedAt: null },
    [partnerUrls.draftPut]: draftSaved,
    ...handlers,
  });
  // File inputs say which types they take; the screen must refuse others itself.
  const events = userEvent.setup({ applyAccept: false });
  // A chosen file is checked by its first bytes, which takes a moment: an
  // upload is done once its step is no longer busy.
  const user: User = {
    ...events,
    upload: async (element, files) => {
      await events.upload(element, files);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    },
  };
  const view = renderRoutes(routes, { path, locale });
  return { api, user, ...view };
}

export type User = ReturnType<typeof userEvent.setup>;

/** Waits until the partner's record has filled the form in. */
export async function waitForPartner() {
  await screen.findByRole('heading', { name: text.formHeading });
  await waitForGone(text.loadingPartner);
}

async function waitForGone(content: string) {
  await waitFor(() => expect(screen.queryByText(content)).not.toBeInTheDocument());
}

export function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

export function servicesButton(): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${text.fields.services}`) });
}

/**
 * Fills every required field of the business type, basic information and
 * location sections with valid values, the business a company (the spec's
 * rules) unless `businessType` says otherwise.
 */
export async function fillRequiredFields(user: User, businessType: BusinessType = 'company') {
  await user.click(screen.getByRole('radio', { name: messages.businessTypes[businessType] }));
  await user.type(field(text.fields.name), 'Asha Rao');
  await user.type(field(text.fields.phone), '9876543210');
  await user.type(field(text.fields.aadhaar), validAadhaar);
  await user.type(field(text.fields.company), 'Asha Events');
  await user.click(servicesButton());
  await user.click(screen.getByRole('option', { name: 'Caterer' }));
  await user.keyboard('{Escape}');
  await user.type(field(text.fields.address), '12B');
  await user.type(field(text.fields.street), 'MG Road');
  await user.type(field(text.fields.city), 'Bengaluru');
  await user.type(field(text.fields.state), 'Karnataka');
  await user.type(field(text.fields.postalCode), '560001');
}

/** The first bytes of a real file of each type, as the browser's check reads them. */
const signatureByExtension: Record<string, Uint8Array<ArrayBuffer>> = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  pdf: new TextEncoder().encode('%PDF-1.4'),
};

/**
 * A file of `size` bytes without allocating them (the size is what the screen
 * reads), starting with the signature its extension promises.
 */
export function fakeFile(name: string, size = 2048, type = 'application/pdf'): File {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const signature = signatureByExtension[extension === 'jpeg' ? 'jpg' : extension];
  const file = new File([signature ?? 'not a document'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const tooLargeSize = maxUploadBytes + 1;

/** The current step's file input. */
export function currentFileInput(type: keyof typeof documentTypeInfo): HTMLInputElement {
  return screen.getByLabelText(text.documents.fileLabel(documentTypeInfo[type].label));
}

export const sampleFiles = {
  aadharCard: () => fakeFile('aadhaar.pdf', 150 * 1024),
  panCard: () => fakeFile('pan.png', 3 * 1024 * 1024, 'image/png'),
  gstCertificate: () => fakeFile('gst.pdf', 512),
  incorporationCertificate: () => fakeFile('cin.jpg', 1536, 'image/jpeg'),
};

/** Chooses a file at each of the four steps, in order. */
export async function chooseAllDocuments(user: User) {
  const files = {
    aadharCard: sampleFiles.aadharCard(),
    panCard: sampleFiles.panCard(),
    gstCertificate: sampleFiles.gstCertificate(),
    incorporationCertificate: sampleFiles.incorporationCertificate(),
  };
  for (const [type, file] of Object.entries(files)) {
    await user.upload(currentFileInput(type as keyof typeof files), file);
  }
  return files;
}

/** The wizard's list entry for a step. */
export function stepItem(type: keyof typeof documentTypeInfo): HTMLElement {
  const steps = screen.getByRole('list', { name: text.documents.steps });
  const label = documentTypeInfo[type].label;
  const item = within(steps)
    .getAllByRole('listitem')
    .find((entry) => entry.querySelector('.wizard-step__label')?.textContent?.startsWith(label));
  if (!item) throw new Error(`No wizard step ${label}`);
  return item;
}

/** The heading of the wizard's current step ('Step n of 4: …', of fewer for some kinds of business). */
export function currentStepHeading(): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: /^Step \d of \d/ });
}

export function submitButton(): HTMLElement {
  return screen.getByRole('button', { name: /^Submit/ });
}
