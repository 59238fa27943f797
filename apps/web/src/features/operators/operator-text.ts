import {
  aadhaarQrResultLabels,
  messages,
  type QueueSort,
  type Translation,
  type WaitingTime,
} from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';

const problemsText = (count: number) => `${count} ${count === 1 ? 'problem' : 'problems'}`;

const workingDaysText = (count: number) => `${count} working ${count === 1 ? 'day' : 'days'}`;

const queueOrders = {
  submitted: 'Oldest submission first',
  timeInStage: 'Longest in stage first',
} as const satisfies Record<QueueSort, string>;

/**
 * Words of the operators' console (ours: the spec shows no operator side). The
 * review's own strings (stage and field labels, the reason rule) come from
 * `messages.review` in @shata/domain.
 */
export const operatorText = {
  notRecorded: '—',
  queue: {
    title: 'Partners to review',
    intro: 'Open a partner to see their details and documents.',
    integrations: 'Integrations: API keys and webhooks',
    team: 'Team: operators and their roles',
    adminLinks: 'Admin',
    filters: 'Filter the queue',
    stage: 'Stage',
    allStages: 'All stages',
    problems: 'Problems',
    problemOptions: { any: 'All partners', true: 'Has problems', false: 'No problems' },
    sort: 'Order',
    sortOptions: queueOrders,
    overdue: 'Time in stage',
    overdueOptions: { any: 'All partners', true: 'Overdue', false: 'Not overdue' },
    assignee: 'Cases',
    assigneeOptions: {
      mineAndUnassigned: 'Mine, then unassigned',
      mine: 'Mine',
      unassigned: 'Unassigned',
      everyone: 'Everyone',
    },
    search: 'Search',
    searchHint: 'Name, e-mail, company, phone number, GSTIN, PAN, CIN or LLPIN',
    searchButton: 'Search',
    clear: 'Clear filters',
    caption: (sort: QueueSort) => `Partners, ${queueOrders[sort].toLowerCase()}`,
    columns: {
      partner: 'Partner',
      company: 'Company',
      email: 'E-mail',
      stage: 'Stage',
      problems: 'Problems',
      submitted: 'Submitted',
      waiting: 'Waiting',
      inStage: 'In stage',
      assignee: 'Assigned to',
      select: 'Select',
    },
    selectPartner: (name: string) => `Select ${name}`,
    selectPage: 'Select every partner on this page',
    bulk: {
      label: 'Assign the selected partners',
      selected: (count: number) => `${count} ${count === 1 ? 'partner' : 'partners'} selected`,
      colleague: 'Assign to',
      choose: 'Choose a colleague',
      assign: 'Assign',
      chooseFirst: 'Choose the colleague to assign to.',
      done: (count: number, email: string) =>
        `${count} ${count === 1 ? 'partner' : 'partners'} assigned to ${email}.`,
      clear: 'Clear selection',
    },
    /** How long a partner has waited since submitting, on the queue's cards. */
    waited: (time: WaitingTime | null) => {
      if (!time) return 'Not submitted yet';
      if (time.unit === 'lessThanHour') return 'Less than an hour';
      const unit = time.unit === 'hours' ? 'hour' : 'day';
      return `${time.count} ${time.count === 1 ? unit : `${unit}s`}`;
    },
    submittedOn: (date: string) => `Submitted ${date}`,
    problemCount: problemsText,
    noProblems: 'None',
    count: (total: number) => `${total} ${total === 1 ? 'partner' : 'partners'}`,
    empty: 'No partners are waiting here.',
    emptyFiltered: 'No partners match these filters.',
    loadError: 'The queue could not be loaded.',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  /** How long a partner has waited in their stage, in working days (India's, less HOLIDAYS). */
  timeInStage: {
    workingDays: (count: number) => `${workingDaysText(count)} in stage`,
    since: (when: string) => `In this stage since ${when}, India time`,
    overdue: (expected: number) => `Overdue: usually ${workingDaysText(expected)}`,
  },
  /** Who has a partner's case (issue 30). */
  cases: {
    title: 'Case',
    nobody: 'Nobody',
    you: (email: string) => `${email} (you)`,
    claim: 'Claim this case',
    release: 'Release',
    assignTo: 'Assign to a colleague',
    choose: 'Choose a colleague',
    assign: 'Assign',
    chooseFirst: 'Choose the colleague to assign to.',
    claimed: 'The case is yours.',
    released: 'The case is back among the unassigned.',
    assigned: (email: string) => `The case is now ${email}'s.`,
    loadError: 'The colleagues could not be loaded.',
    othersCase: (email: string) =>
      `This case is assigned to ${email}. Check with them before deciding: two decisions on one partner confuse the partner and the audit trail.`,
    decideAnyway: (email: string) => `Decide anyway, instead of ${email}`,
  },
  /** A partner's kind of business; one who registered before it was asked is read as a company. */
  businessType: (label: string, recorded: boolean) =>
    recorded ? label : `${label} (not recorded, presumed)`,
  partner: {
    fallbackTitle: 'Partner review',
    backToQueue: 'Back to the queue',
    loadError: 'This partner could not be loaded.',
    stage: 'Stage',
    timeInStage: 'Time in stage',
    businessType: 'Business type',
    submitted: 'Submitted',
    notSubmitted: 'Not submitted yet',
    progress: 'Progress as the partner sees it',
    details: 'Details',
    fields: {
      name: messages.fieldLabels.name,
      company: messages.fieldLabels.company,
      personalEmail: 'Personal e-mail',
      companyEmail: 'Company e-mail',
      mobile: 'Mobile number',
      services: 'Services',
      location: messages.fieldLabels.companyLocation,
      gst: 'GST number',
      pan: 'PAN number',
      cin: 'CIN number',
      llpin: 'LLPIN',
      aadhaar: 'Aadhaar number (masked)',
    },
    notGiven: 'Not given',
  },
  aadhaarQr: {
    title: 'Aadhaar QR',
    results: aadhaarQrResultLabels,
    facts: { result: 'Result', source: 'Source', checkedAt: 'Checked' },
    sources: {
      scan: 'Scanned by the partner',
      upload: 'Read from the uploaded Aadhaar picture',
    },
    notChecked:
      'The partner has not scanned the QR on their Aadhaar, and none was read from an uploaded picture.',
    signatureInvalid:
      'UIDAI did not sign this QR, so nothing it says is shown: the card may have been altered.',
    caption: 'What the partner typed beside what the QR says',
    columns: { detail: 'Detail', typed: 'Typed by the partner', qr: 'On the QR' },
    rows: {
      name: messages.fieldLabels.name,
      last4: 'Aadhaar last 4 digits',
      state: 'State',
      postalCode: 'Postal code',
      district: 'District',
      yearOfBirth: 'Year of birth',
      gender: 'Gender',
    },
    notAsked: 'Not asked',
    notOnQr: 'Not on the QR',
    addressNote:
      "The typed state and postal code are the company's address; the QR's are the partner's home address.",
  },
  checks: {
    title: 'Checks',
    intro:
      "What the partner's GSTIN, PAN, CIN and Aadhaar QR say about each other, and whether another partner gave the same numbers.",
    none: 'Nothing to check yet: the partner has given no numbers to compare.',
    summary: (problems: number, warnings: number, passed: number) =>
      `${problemsText(problems)}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}, ${passed} passed.`,
    levels: { problem: 'Problem', warning: 'Warning', ok: 'Passed' },
    groups: { problem: 'Problems', warning: 'Warnings' },
    passed: (count: number) => `Passed checks (${count})`,
    related: 'Partners this is about',
    /** A partner removed since the check was made has no name left to show. */
    relatedLink: (name: string | undefined, position: number, count: number) =>
      name
        ? `Open ${name}`
        : count === 1
          ? "Open the other partner's page"
          : `Open other partner ${position} of ${count}`,
  },
  documents: {
    title: 'Documents',
    notOnFile: 'Not on file',
    required: 'Required',
    optional: 'Optional',
    notAsked: 'Not asked of this business type',
    details: (type: string, size: string, date: string) => `${type}, ${size}, uploaded ${date}`,
    image: (label: string) => `${label} document`,
    pdf: (label: string) => `${label} document (PDF)`,
    noPreview: 'This file type cannot be shown here. Open it in a new tab.',
    openInNewTab: 'Open in new tab',
    openLabel: (label: string) => `Open the ${label} document in a new tab`,
    viewer: (label: string) => `${label} image, scroll to see all of it when zoomed`,
    zoomControls: (label: string) => `Zoom the ${label} image`,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetZoom: 'Reset zoom',
    zoomLevel: (percent: number) => `${percent}%`,
    reject: 'Reject document',
    rejectLabel: (label: string) => `Reject the ${label} document`,
    rejectHint: 'The document is removed and the partner is asked to upload it again.',
  },
  review: {
    title: 'Verification',
    current: 'Now',
    undecided: 'Not decided',
    statusCode: (code: string) => `Status code ${code}`,
    approve: 'Approve',
    reject: 'Reject',
    confirmReject: 'Reject',
    cancel: 'Cancel',
    reasonFor: (label: string) => `${messages.review.reasonLabel} for rejecting ${label}`,
    saved: 'Saved.',
    approversOnly:
      'The final decision is an approver’s: one who did not approve company verification gives it.',
    finalApproval: {
      title: 'Give final approval?',
      text: (name: string) =>
        `${name} will be fully approved: My Account and My Bookings open to them, and they are told by e-mail.`,
      confirm: 'Give final approval',
    },
    openProblems: (count: number) =>
      `This partner has ${problemsText(count)} open in their checks: approving asks you why.`,
    approval: {
      title: (label: string) => `Approve ${label}?`,
      problems: (count: number) =>
        `The partner has ${problemsText(count)} open in their checks. Say why you approve anyway.`,
      confirm: (label: string) => `Approve ${label}`,
      reasonFor: (label: string) => `${messages.review.reasonLabel} for approving ${label}`,
      reasonHint: 'The reason is kept in the audit trail.',
      keep: 'Not yet',
    },
    video: {
      label: `${messages.review.fieldLabels.videoUrl} URL`,
      hint: 'The address of the video KYC the partner recorded in the partner app.',
      save: 'Save video URL',
      open: 'Open the recording',
    },
  },
  bookings: {
    title: 'Bookings',
    listLabel: "The partner's bookings, latest date first",
    loading: messages.bookings.loading,
    loadError: 'The bookings could not be loaded.',
    empty: 'No bookings yet.',
    loadMore: messages.bookings.loadMore,
    loadingMore: messages.bookings.loadingMore,
    facts: { kind: 'Kind', date: 'Date', status: 'Status' },
    noDate: 'No date',
    statuses: {
      pending: 'Pending',
      confirmed: 'Confirmed',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    add: 'Add a booking',
    newTitle: 'New booking',
    editTitle: (subject: string) => `Edit ${subject}`,
    edit: 'Edit',
    cancel: 'Cancel booking',
    /** Names a booking in buttons and dialogs: 'Wedding Reception on 4 Oct 2025'. */
    subject: (eventType: string, date: string) => (date ? `${eventType} on ${date}` : eventType),
    fields: {
      eventType: messages.bookings.fieldLabels.eventType,
      dateFrom: 'Start date',
      status: 'Status',
      kind: 'Kind',
      record: (kind: string) => `${kind} record`,
      recordName: 'Name of the new record',
      recordThumbnail: 'Thumbnail (optional)',
    },
    chooseStatus: 'Choose a status',
    dateRequired: 'Choose the start date',
    kindHint:
      "The partner's card shows the record's picture. A booking without a record is an event.",
    noRecord: 'No record',
    newRecord: 'Add a new record…',
    loadingRecords: 'Loading records…',
    recordsError: 'The records could not be loaded; you can still add a new one.',
    recordNotListed: 'The record linked now',
    newRecordLegend: (kind: string) => `New ${kind.toLowerCase()} record`,
    thumbnailHint:
      'A picture on this portal, such as /thumbnails/wedding.svg. Leave empty for none.',
    create: 'Add booking',
    save: 'Save booking',
    discard: 'Discard',
    added: (subject: string) => `Booking added: ${subject}.`,
    saved: (subject: string) => `Booking saved: ${subject}.`,
    cancelled: (subject: string) => `Booking cancelled: ${subject}.`,
    confirm: {
      title: 'Cancel this booking?',
      text: (subject: string) =>
        `${subject} stays on the partner's bookings, marked cancelled. No e-mail is sent.`,
      confirm: 'Cancel booking',
      keep: 'Keep booking',
    },
  },
  rejections: {
    title: 'Waiting for the partner',
    intro: 'Turned down and not yet seen again:',
    on: (date: string) => `on ${date}`,
  },
  audit: {
    title: 'Audit trail',
    caption: 'Changes to this partner, newest first (times in India time)',
    empty: 'Nothing has changed yet.',
    columns: {
      when: 'When',
      who: 'Who',
      what: 'What',
      change: 'From → to',
      reason: 'Reason',
    },
    roles: {
      partner: 'partner',
      reviewer: 'reviewer',
      approver: 'approver',
      admin: 'admin',
      operator: 'operator',
      apiKey: 'integration API',
    },
    change: (from: string, to: string) => `${from} → ${to}`,
    showOlder: 'Show older entries',
    loadingOlder: 'Loading older entries…',
    olderError: 'Older entries could not be loaded.',
  },
} as const;

/** English only: the console stays in English (operators are staff, issue 31). */
export const operatorCatalogue = catalogue(operatorText);

/** The console's words in the language it speaks, as components read them and hand them to helpers. */
export type OperatorText = Translation<typeof operatorText>;
