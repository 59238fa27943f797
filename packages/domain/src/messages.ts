/**
 * Every user-facing string, once. Strings quoted by the spec are copied from it
 * exactly (including its spelling and punctuation); the rest are ours and say
 * so in a comment. Screens, validators, schemas and tests all read from here.
 */

import { businessTypeDocuments, panOptional } from './business-type-messages';
import { landingMessages } from './landing-messages';
import { plural } from './locale';
import { accessLogMessages, notesMessages } from './record-messages';
import { login, myBookings, shellMessages, waitInWords } from './shell-messages';

// Labels the spec uses in more than one place.
const phoneMustBe10Digits = 'Phone must be 10 digits';
const weakPassword = 'Password must be at least 6 characters long.';
const passwordMismatch = 'Passwords do not match.';
const fileTooLarge = 'File size should be under 50MB';
const partnerNotLoaded = 'Original partner data is not loaded yet. Cannot update.';

export const messages = {
  landing: landingMessages,
  header: shellMessages.header,
  logoutDialog: {
    title: 'LOGOUT',
    question: 'Are You Sure You Want to Logout?',
    cancel: 'Cancel',
    confirm: 'Log Out',
  },
  footer: shellMessages.footer,
  appChooser: shellMessages.appChooser,
  termsPage: {
    title: 'Partner Terms and Conditions',
  },
  login: {
    forgotPassword: 'Forget Password?',
    submit: login,
    submitting: 'Logging In...',
    signUpLink: landingMessages.becomeAPartner,
    failed: 'Invalid email or password. Please try again.',
  },
  signup: {
    submit: 'Verify',
    submitting: 'Verifying...',
    loginLink: login,
    emailInUse: 'This email address is already registered.',
    weakPassword,
    failed: 'Failed to create an account. Please try again.',
    passwordMismatch,
    /** Ours: the spec leaves the provider's password policy open. */
    commonPassword:
      'This password is one of the most common passwords. Choose one that is harder to guess.',
    /** Ours: the password rules shown under the field as the partner types. */
    passwordRules: {
      heading: 'Your password needs',
      length: (min: number) => `At least ${min} characters`,
      common: 'Not one of the most common passwords',
      met: 'done',
      unmet: 'not yet',
      pending: 'checked when you sign up',
    },
  },
  verifyEmail: {
    resendIn: (seconds: number) => `Resend in ${seconds}s`,
    resendSuccess:
      'A new verification email has been sent. Please check your inbox (and spam folder).',
    resendFailure: 'Failed to send verification email. Please try again later.',
  },
  contact: {
    sendFailure: 'Failed to send message. Please try again.',
  },
  registration: {
    fillYourDetailsNow: 'Fill Your Details Now',
    noServicesSelected: 'No services selected',
    getLocation: 'Get Location',
    selectCountry: 'Select Country',
    locationDenied: 'Location permission denied.',
    geolocationUnsupported: 'Geolocation is not supported by this browser.',
    skipPan: 'Skip PAN',
    allDocumentsUploaded: 'All Documents Uploaded!',
    /** Ours: what the wizard says instead while chosen files are still on their way. */
    uploadingDocuments: (count: number) =>
      `Uploading ${count} ${plural('en', count, { one: 'document', other: 'documents' })}…`,
    submitting: 'Submitting...',
    submitSuccess: 'Profile and documents updated successfully!',
    submitFailure: 'An error occurred during submission. Please try again.',
    fileTooLarge,
    partnerNotLoaded,
  },
  documents: {
    /** Wizard step labels (ours: the spec names the steps Aadhaar, PAN, GST, CIN). */
    labels: {
      aadharCard: 'Aadhaar',
      panCard: 'PAN',
      gstCertificate: 'GST certificate',
      incorporationCertificate: 'Incorporation certificate (CIN)',
    },
    /** Ours: the spec lists the allowed types but gives no message for others. */
    fileTypeNotAllowed: 'File must be a JPG, JPEG, PNG or PDF',
    /** Ours: a file named as an allowed type whose bytes are no such file (a text file renamed .png). */
    notARealFile: (claimed: 'JPG' | 'PNG' | 'PDF') =>
      `This file is not a real ${claimed} ${claimed === 'PDF' ? 'document' : 'image'}. Choose a photo or a PDF of your document.`,
    /** Ours: a HEIC photo is being turned into a JPEG (its converter may still be downloading). */
    convertingPhoto: 'Converting your photo…',
    fileTooLarge,
    fileEmpty: 'The file is empty. Choose a JPG, JPEG, PNG or PDF file.',
    uploadIncomplete: 'The upload did not arrive whole. Please try again.',
    oneFilePerUpload: 'Send one document per upload, as a single file field.',
    notFound: 'Document not found.',
  },
  /** Ours (issue 26): the kinds of business a partner may be, as the form and the console name them. */
  businessTypes: {
    individual: 'Individual or sole proprietor',
    partnership: 'Partnership firm',
    llp: 'Limited liability partnership (LLP)',
    company: 'Company (private or public)',
  },
  businessTypeDocuments,
  panOptional,
  account: {
    loading: 'Loading...',
    loadError: 'Error loading profile data',
  },
  bookings: {
    title: myBookings,
    viewFullDetails: 'View Full Details',
    empty: 'No bookings found.',
    loading: 'Loading bookings...',
    loadError: 'Failed to load bookings. Please try again later.',
    // Ours: the spec's screen has no words for these.
    loadMore: 'Load more bookings',
    loadingMore: 'Loading more bookings...',
    downloadApp:
      'Full details of this booking are in the Shata Partner app. Download it to see and manage your bookings.',
    close: 'Close',
    // Ours: answers of the bookings API.
    cursorInvalid: 'This page link is not valid. Start again from the first page.',
    pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
    notFound: 'Booking not found.',
    recordNotFound: 'Record not found.',
    recordIdInvalid: 'Record ids must be UUIDs.',
    recordMissing: (field: string) => `There is no record with the ${field} given.`,
    eventTypeRequired: 'Event type is required',
    dateInvalid: 'Date must be a day written YYYY-MM-DD',
    statusUnknown: 'Status must be pending, confirmed, completed or cancelled',
    alreadyCancelled: 'This booking is already cancelled.',
    recordNameRequired: 'Name is required',
    thumbnailUrlInvalid: 'Thumbnail must be a path on this portal, such as /thumbnails/wedding.svg',
    collectionUnknown: 'Records are events, catering or photography.',
    fieldLabels: { eventType: 'Event type', partnerName: 'Partner name', recordName: 'Name' },
  },
  status: {
    // Ours: the spec shows the screen without a heading.
    title: 'Registration status',
    progressLabel: (percent: number) => `Registration ${percent}% complete`,
    continueToDashboard: 'Continue to Dashboard',
    pleaseWait: 'Please wait while we verify your details',
    loadError: 'Error loading status',
    // Ours: the headline says where the partner is (issue 26), under the spec's ring.
    notSubmitted: 'Your registration is not submitted yet',
    notSubmittedDetail:
      'Fill in your details and upload your documents to send them for verification.',
    actionNeeded: 'Something needs your attention. See what to do below.',
    /** Under 'Please wait…': the stage our team is checking, by the status checklist's step. */
    beingChecked: {
      kyc: 'Now checking: your Video KYC recording',
      companyVerification: 'Now checking: your company details',
      inPersonVerification: 'Now checking: your in-person verification',
      finalApproval: 'Now checking: your registration, for final approval',
    },
  },
  /** Ours: the operators' review, and what partners are told of its outcome. */
  review: {
    stageLabels: {
      profileIncomplete: 'Profile incomplete',
      documentsMissing: 'Documents missing',
      waitingForKyc: 'Waiting for KYC check',
      companyVerification: 'Company verification',
      inPersonVerification: 'In-person verification',
      approved: 'Fully approved',
      rejected: 'Rejected',
    },
    /** Each stage's one name, on the console, in mail and on the partner's checklist. */
    fieldLabels: {
      kycStatus: 'KYC check',
      cvStatus: 'Company verification',
      ipvStatus: 'In-person verification',
      status: 'Final approval',
      videoUrl: 'Video KYC recording',
      booking: 'Booking',
      assignee: 'Assigned to',
    },
    /** A stage once decided, in words; its stored code (AKYC, ACV, approved) only in a tooltip. */
    approvedLabels: {
      kycStatus: 'KYC approved',
      cvStatus: 'Company verification approved',
      ipvStatus: 'In-person verification approved',
      status: 'Fully approved',
    },
    rejectedLabel: (label: string) => `${label} not approved`,
    reasonLabel: 'Reason',
    reasonRequired: 'Give a reason for turning this down.',
    openProblemsReasonRequired:
      'This partner has open problems in their checks. Give a reason for your decision.',
    problemsFilterInvalid: "Problems must be 'true' or 'false'",
    overdueFilterInvalid: "Overdue must be 'true' or 'false'",
    queueSortUnknown: "Sort must be 'submitted' or 'timeInStage'",
    assigneeFilterUnknown:
      "Assignee must be 'mineAndUnassigned', 'mine', 'unassigned' or 'everyone'",
    reasonInvalid: 'The reason must be text.',
    decisionUnknown: "Decision must be 'approve' or 'reject'",
    videoUrlInvalid: 'Video URL must be an http:// or https:// address',
    stageUnknown:
      'Stage must be one of profileIncomplete, documentsMissing, waitingForKyc, companyVerification, inPersonVerification, approved, rejected',
    pageInvalid: 'Page must be a whole number from 1',
    pageSizeInvalid: 'Page size must be a whole number from 1 to 100',
    operatorsOnly: 'Only operators can do this.',
    roleNotAllowed: 'Your operator role does not allow this. Ask an admin if you need it.',
    undecided: (label: string) => `${label} not decided yet`,
    decisionFromInvalid: 'From must be the decision shown on the page (text), or null.',
    decisionAlreadyTaken: (label: string, found: string, by: string | null) =>
      `${label} was decided meanwhile: ${found}${by ? ` by ${by}` : ''}. Your decision was not saved; the page now shows theirs.`,
    fourEyesRequired: (others: readonly string[]) =>
      `You approved this partner's company verification, so the final approval needs a second pair of eyes. ${
        others.length > 0
          ? `Ask another approver: ${others.join(', ')}.`
          : 'No other approver is active: an admin can make a colleague an approver.'
      }`,
    auditCursorInvalid:
      'This link to older audit entries is not valid. Open the partner again to start from the latest.',
    fieldUnknown: (field: string) =>
      `Unknown verification: ${field}. Use kycStatus, cvStatus, ipvStatus or status.`,
    documentNotOnFile: 'There is no such document on file to turn down.',
    operatorHasNoPartner: 'Operator accounts have no partner profile.',
    stageRejected: (label: string) => `${label} was not approved.`,
    documentRejected: (label: string) =>
      `Your ${label} document was not accepted. Please upload it again.`,
    uploadAgain: (label: string) => `Upload the ${label} document again`,
  },
  /** Ours (issue 30): cases, a partner claimed by or assigned to one operator. */
  cases: {
    operatorIdRequired: 'Choose the colleague to assign to.',
    assigneeNotOperator: 'Cases can only be assigned to an operator who may review partners.',
    alreadyAssigned: (email: string) =>
      `This partner is assigned to ${email}. To take the case over, assign it to yourself.`,
    partnerIdsRequired: 'Choose at least one partner to assign.',
    partnerIdInvalid: 'Each partner must be given by its id.',
    tooManyPartners: (limit: number) => `Assign at most ${limit} partners at a time.`,
    partnersNotFound: (count: number) =>
      `${count === 1 ? 'One of these partners does' : `${count} of these partners do`} not exist: nothing was assigned.`,
  },
  /** The registration-progress rows of spec section 4, in table order. */
  progress: {
    /** Ours: the spec only says "prompt to download the partner app to complete registration". */
    downloadApp: 'Download the Shata Partner app to complete your registration',
    onlineKycCompleted: 'Online KYC completed',
    companyVerificationCompleted: 'Company verification completed',
    companyVerificationApproved: 'Company verification approved',
    allVerificationsCompleted: 'All verifications completed!',
  },
  /** Helper and API errors named by the spec. */
  api: {
    uploadArgumentsRequired: 'Partner ID, file, and docTypeKey are required.',
    invalidDocumentType: (key: string) => `Invalid document type key: ${key}`,
    partnerIdRequired: 'Partner ID is required.',
    partnerNotLoaded,
    // Ours: the same answer for another partner's id and one that does not exist.
    partnerNotFound: 'Partner not found.',
    // Ours: answers of the partner API to callers it refuses.
    signInRequired: 'Please sign in to continue.',
    emailNotVerified: 'Please verify your email address first.',
    // Ours: the answer while the database (or another service the portal needs) is unreachable.
    temporarilyUnavailable: 'The portal is briefly unavailable. Please try again in a moment.',
    // Ours: the server's guards on every request.
    otherSiteRefused: 'Requests from other sites are not accepted.',
    jsonOnly: 'This content type is not accepted here. Send JSON (application/json).',
    multipartOnly: 'This content type is not accepted here. Send the file as multipart/form-data.',
    controlCharacter: (field: string) =>
      `${field} contains a character that is not allowed (a control character such as NUL).`,
    nestedTooDeeply: 'The request body is nested too deeply.',
    invalidJson: 'The request body is not valid JSON.',
    // Ours: the server's answer to a fault of its own, whose details stay in its log.
    serverError: 'Something went wrong on our side. Please try again later.',
    ...shellMessages.apiClient,
    uploadCancelled: 'The upload was cancelled.',
  },
  /** Ours: API keys and the integration API (/api/v1/). */
  apiKeys: {
    nameRequired: 'Give the key a name, so you can tell it from the others.',
    scopesRequired: 'Choose at least one scope for the key.',
    scopeUnknown: (scope: string) => `There is no scope called ${scope}.`,
    keyNotFound: 'There is no such API key.',
    keyRequired:
      'This API takes an API key: send it as "Authorization: Bearer <key>". A session cookie is not accepted here.',
    keyInvalid: 'This API key is not valid: it is unknown or has been revoked.',
    scopeMissing: (scope: string) => `This API key does not have the ${scope} scope.`,
    keyNotAccepted:
      'API keys are accepted only by the integration API, under /api/v1/. Sign in to use this one.',
  },
  /** Ours: webhook endpoints in the console. */
  webhooks: {
    urlInvalid: 'Enter the endpoint as a full URL, e.g. https://example.com/webhooks.',
    urlNotHttps: 'The endpoint must use https://: webhooks carry signed partner data.',
    urlCredentials:
      'Leave the user name and password out of the URL: the signature proves the sender.',
    urlTooLong: (max: number) => `The URL must be at most ${max} characters.`,
    urlNotPublic: (host: string) =>
      `${host} is not a public internet address: webhooks are not sent to private, loopback or link-local addresses.`,
    urlUnresolvable: (host: string) => `${host} could not be found: check the name.`,
    eventsRequired: 'Choose at least one event type to receive.',
    eventUnknown: (type: string) => `There is no event type called ${type}.`,
    eventRepeated: 'Each event type is listed once.',
    pausedInvalid: 'paused must be true or false.',
    updateEmpty: 'Say what to change: paused, url or events.',
    cursorInvalid: 'This page link is not valid. Start again from the first page.',
    endpointNotFound: 'There is no such webhook endpoint.',
    deliveryNotFound: 'There is no such delivery for this endpoint.',
    endpointInactive: (status: string) =>
      `This endpoint is ${status}: resume it (paused: false) before sending a delivery again.`,
  },
  /** Ours: answers of the integration API (/api/v1/). */
  integration: {
    externalIdInvalid:
      'An external id is 1 to 100 letters, digits, dots, colons, underscores or hyphens.',
    partnerIdInvalid: "partnerId must be the portal's id of the partner (a UUID).",
    partnerUnknown: 'There is no partner with the partnerId given.',
    recordUnknown: (collection: string, externalId: string) =>
      `There is no ${collection} record with the external id ${externalId}. Send it first with PUT /api/v1/records/${collection}/${externalId}.`,
    bookingPartnerChanged:
      'This booking belongs to another partner. A booking cannot move: cancel it and send a new one with its own external id.',
    bookingNotFound: 'There is no booking with this external id.',
    recordNotFound: 'There is no record with this external id. Send it first with PUT.',
    httpsUrlRequired: (field: string) => `${field} must be an https:// address.`,
    thumbnailTooLarge: 'A thumbnail is at most 5 MB.',
    thumbnailTypeNotAllowed: 'A thumbnail must be a JPEG or PNG image.',
    thumbnailRequired: 'Send the image as one file part named thumbnail.',
    updatedSinceInvalid: 'updatedSince must be an ISO 8601 instant, such as 2026-01-31T09:30:00Z.',
    stageFilterInvalid:
      'status must be one of profileIncomplete, documentsMissing, waitingForKyc, companyVerification, inPersonVerification, approved, rejected',
    pageSizeInvalid: 'pageSize must be a whole number from 1 to 200',
    afterInvalid: 'after must be a whole number from 0 (the last position you have read).',
    limitInvalid: 'limit must be a whole number from 1 to 1000',
  },
  /** Ours: resumable uploads (tus) and the staged documents Submit commits. */
  uploads: {
    lengthRequired:
      'Say how large the file is (Upload-Length) when an upload starts; uploads of unknown length are not accepted.',
    bodyNotAllowed: 'Start an upload without a body, then send its bytes with PATCH.',
    concatenationNotOffered:
      'Send a document as one upload; uploads in parallel parts (Upload-Concat) are not accepted.',
    chunkTypeOnly:
      'This content type is not accepted here. Send the bytes as application/offset+octet-stream.',
    metadataInvalid:
      'Upload-Metadata is not valid: comma-separated keys, each with a base64 value.',
    fingerprintInvalid:
      'The fingerprint must be 1 to 128 letters, digits, colons, hyphens or underscores.',
    notFound: 'This upload was not found. It may have expired: choose the file again.',
    offsetConflict:
      'The server has a different part of this upload than the one sent. It continues from what the server has.',
    busy: 'This upload is receiving another request right now. It continues once that one ends.',
    nothingStaged: (label: string) =>
      `No ${label} file is waiting to be submitted. Choose the file again.`,
    notAsked: (label: string) =>
      `A ${label} is not asked of this kind of business. Submit without it.`,
    submissionRefused: 'Some documents could not be submitted; nothing was saved.',
    documentListed: 'Each document is listed once.',
    submissionIdInvalid: 'The submission id must be a UUID.',
  },
  /** Ours: the Aadhaar Secure QR scanned on the registration form. */
  aadhaarQr: {
    qrDataInvalid: 'qrData must be the digits the QR code holds, as scanned.',
    unreadable:
      'This QR code could not be read as an Aadhaar Secure QR. Scan the QR on your Aadhaar card or e-Aadhaar again, in good light.',
    signatureInvalid:
      'This QR code is not signed by UIDAI, so it cannot confirm your Aadhaar. Scan the QR printed on your own Aadhaar card or e-Aadhaar.',
  },
  notes: notesMessages,
  accessLog: accessLogMessages,
  /** Ours: the identity API (sign-up, sign-in, password reset) refusing a request body. */
  identity: {
    bodyNotObject: 'The request body must be a JSON object.',
    fieldRequired: (field: string) => `${field} is required.`,
    fieldNotText: (field: string) => `${field} must be text.`,
    portalPath: (field: string) => `${field} must be a path on this portal, such as /login.`,
    /** The same answer whether or not the address has an account. */
    resetRequested: 'If this email exists in our system, check your email for the reset link',
  },
  /** Ours: an operator's second factor (issue 30). */
  twoFactor: {
    notEnrolled: 'Operators need a second factor. Set up an authenticator app to use the console.',
    notPassed: 'Enter the code from your authenticator app to use the console.',
    stepUpRequired: 'Enter a fresh code from your authenticator app to do this.',
    invalidCode: 'That code is not right. Check the time on your phone and try again.',
    invalidBackupCode: 'That backup code is not right, or it has been used already.',
    locked: (minutes: number) =>
      `Too many wrong codes. The second step is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    signInExpired: 'Your sign-in has timed out. Please log in again.',
    tooManyAttempts: 'Too many wrong codes for this sign-in. Please log in again.',
    alreadyEnabled: 'A second factor is already set up for this account.',
    notEnabled: 'Set up a second factor first.',
    codeFormat: 'Enter the 6-digit code from your authenticator app.',
    backupCodeFormat: 'Enter a backup code as it was given, such as abcde-12345.',
  },
  /** Ours: answers to a caller who has asked too often. */
  limits: {
    tryAgainIn: shellMessages.tryAgainIn,
    /** Sign-ins are limited per network address too: said so, lest a partner think their account is. */
    tooManySignInsFromNetwork: (seconds: number) =>
      `Too many sign-in attempts from your network. Please try again in ${waitInWords(seconds)}.`,
    tooManySignIns: (minutes: number) =>
      `Too many failed sign-ins for this email address. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  /** Field names as messages mention them (ours). */
  fieldLabels: {
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    message: 'Message',
    name: 'Name',
    company: 'Company name',
    address: 'Address',
    street: 'Street',
    landmark: 'Landmark',
    city: 'City',
    state: 'State',
    postalCode: 'Postal code',
    companyLocation: 'Company location',
  },
  validation: {
    // Quoted by spec section 5.
    phoneDigits: phoneMustBe10Digits,
    aadhaarDigits: 'Aadhaar must be 12 digits',
    passwordMismatch,
    passwordTooShort: weakPassword,
    // Ours: the spec lists the rules below without wording a message for them.
    aadhaarInvalid: 'Aadhaar number is not valid',
    aadhaarRetype: 'Enter the full 12-digit Aadhaar number.',
    pan: 'PAN must look like ABCDE1234F',
    gstShape: 'GST number must look like 22AAAAA0000A1Z5',
    gstInvalid: 'GST number is not valid',
    pinCode: 'Postal code must be a 6-digit PIN code, like 560001',
    cin: 'CIN must look like U12345MH2020PTC123456',
    llpin: 'LLPIN must look like AAA-1234',
    businessTypeUnknown: 'Business type must be individual, partnership, llp or company',
    emailInvalid: 'Enter a valid email address',
    passwordTooLong: 'Password must be at most 128 characters long.',
    serviceUnknown: 'Services must be chosen from Event Planner, Caterer and Photographer',
    serviceRepeated: 'Each service can be selected only once',
    countryUnknown: 'Select a country from the list',
    companyAddressMismatch: 'Company location must be the address parts joined with commas',
    latitudeRange: 'Latitude must be a number between -90 and 90',
    longitudeRange: 'Longitude must be a number between -180 and 180',
    tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
    unknownFields: (keys: readonly string[]) =>
      `${keys.length === 1 ? 'Unknown field' : 'Unknown fields'}: ${keys.join(', ')}`,
    required: {
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone is required',
      message: 'Message is required',
      name: 'Name is required',
      aadhaar: 'Aadhaar number is required',
      company: 'Company name is required',
      service: 'Select at least one service',
      address: 'Door number / address is required',
      street: 'Street is required',
      city: 'City is required',
      state: 'State is required',
      postalCode: 'Postal code is required',
      companyLocation: 'Company location is required',
      businessType: 'Choose what kind of business you are',
      llpin: 'LLPIN is required for a limited liability partnership',
    },
  },
} as const;
