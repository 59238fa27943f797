import {
  aadhaarGenderName,
  aadhaarQrResultLabels,
  type BusinessType,
  type Country,
  type DocumentType,
  maxUploadBytes,
  messages,
  uploadExtensions,
} from '@shata/domain';
import { formatFileSize } from '../../lib/file-size';
import { catalogue } from '../../lib/i18n/catalogue';

// Written from the upload rules, so the words follow when a rule changes: 'JPG, JPEG, PNG or PDF'.
const extensions = uploadExtensions.map((extension) => extension.toUpperCase());
const uploadTypes = `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}`;
const uploadLimit = formatFileSize(maxUploadBytes);
const stepCountWords: Readonly<Record<number, string>> = { 2: 'two', 3: 'three', 4: 'four' };

/**
 * Words of the registration screens that the spec does not quote (ours). The
 * spec's own strings come from `messages` in @shata/domain.
 */
export const registrationText = {
  title: 'Partner registration',
  hero: {
    title: 'Welcome to Shata',
    intro:
      'Tell us about you and your business, add where your company is and upload your documents. Once our team has verified them, you are ready to take bookings.',
    imagesLabel: 'What Shata partners do',
    images: {
      eventPlanning: 'An event planner checking the plan for a decorated stage',
      catering: 'A caterer serving food from a buffet',
      photography: 'A photographer taking pictures at an event',
    },
  },
  loadingPartner: 'Loading your saved details…',
  draft: {
    savedAt: (at: Date) =>
      `Draft saved at ${at.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' })}. You can come back to it on any device.`,
    failed: 'Your draft could not be saved just now. It will be saved again as you go on.',
  },
  sections: {
    businessType: '1. Your business',
    basic: '2. Basic information',
    location: '3. Company location',
    registrationNumbers: '4. Registration numbers',
    documents: '5. Documents',
  },
  businessType: {
    legend: 'What kind of business are you?',
    hint: 'This decides which documents and numbers we ask for.',
  },
  formHeading: 'Your details',
  requiredNote: 'All fields are required unless marked optional.',
  fields: {
    name: messages.fieldLabels.name,
    phone: 'Phone number',
    aadhaar: 'Aadhaar number',
    company: messages.fieldLabels.company,
    services: 'Services',
    address: 'Door number / address',
    street: messages.fieldLabels.street,
    landmark: 'Landmark (optional)',
    city: messages.fieldLabels.city,
    state: messages.fieldLabels.state,
    postalCode: messages.fieldLabels.postalCode,
    country: 'Country',
    gst: 'GST number (optional)',
    pan: 'PAN number (optional)',
    cin: 'CIN number (optional)',
    llpin: 'LLPIN',
  },
  fieldToFix: (field: string) => `Please check your ${field}.`,
  profileFieldLabels: {
    name: 'name',
    mobileNo: 'phone number',
    companyName: 'company name',
    companyLocation: 'company location',
    aadharNo: 'Aadhaar number',
    servicesSelected: 'services',
    gstNo: 'GST number',
    cinNo: 'CIN number',
    llpinNo: 'LLPIN',
  },
  trust: {
    note: 'Only you and our verification team see your Aadhaar number and documents. The number is stored encrypted and shown masked once saved; documents are never public.',
    link: 'How we keep your documents (opens in a new tab)',
  },
  aadhaarMaskedHint:
    'Your saved Aadhaar number is hidden. Clear the field to enter a different one.',
  aadhaarQr: {
    scan: 'Scan the QR on your Aadhaar',
    scanHint: 'Optional: checks your Aadhaar and can fill in your name and address.',
    title: 'Scan the QR on your Aadhaar',
    description:
      'Hold the QR code of your Aadhaar card or e-Aadhaar in front of the camera, or choose a picture of it. We check it with UIDAI’s signature and show you what it holds.',
    camera: 'Camera view',
    startingCamera: 'Starting the camera…',
    loadingDecoder: 'Getting the QR reader ready…',
    pointCamera: 'Hold the QR code inside the frame, in good light, until it is read.',
    cameraDenied:
      'The camera was not allowed. You can allow it in your browser’s settings, or choose a picture of the QR code instead.',
    cameraUnavailable:
      'The camera could not be started on this device. Choose a picture of the QR code instead.',
    decoderFailed:
      'The QR reader could not be loaded. Check your connection, then close this window and try again.',
    choosePicture: 'Choose a picture',
    pictureHint: 'A photo or screenshot of the QR code, the whole code sharp and in view.',
    readingPicture: 'Reading the picture…',
    noCodeInPicture:
      'No QR code was found in this picture. Choose a sharper picture with the whole QR code in view.',
    pictureUnreadable: 'This picture could not be opened. Choose a JPG or PNG picture.',
    notSecureQr:
      'This QR code is not an Aadhaar Secure QR, so it cannot confirm your Aadhaar. Scan the QR code printed on your Aadhaar card or e-Aadhaar. Older cards may carry another kind of QR code: an e-Aadhaar downloaded from UIDAI has the Secure QR.',
    checking: 'Checking the QR code with UIDAI’s signature…',
    verified: aadhaarQrResultLabels.verified,
    detailsHeading: 'On your Aadhaar',
    details: {
      name: 'Name',
      yearOfBirth: 'Year of birth',
      gender: 'Gender',
      address: 'Address',
    },
    /** UIDAI's gender letter (M, F, T) in words. */
    gender: (code: string) => aadhaarGenderName(code),
    last4Mismatch: (last4: string) =>
      `The QR is for an Aadhaar number ending in ${last4}, not the number you typed. Check the number, or scan the QR on your own card.`,
    numberMissing: (last4: string) =>
      `The QR is for an Aadhaar number ending in ${last4}. Type the whole number in the Aadhaar number field.`,
    useHint:
      'Each button replaces what those fields hold now. Use the address only if your company is at the same place.',
    useName: 'Use this name',
    useAddress: 'Use this address',
    nameUsed: 'The name from your Aadhaar is now in the Name field.',
    addressUsed:
      'The address from your Aadhaar is now in the company location fields. Please check it.',
    scanAgain: 'Scan again',
    close: 'Close',
  },
  services: {
    choose: 'Select services',
    selected: 'Selected services',
    remove: (service: string) => `Remove ${service}`,
  },
  /** Each country of the dropdown as it is shown (the stored value is the English name). */
  countries: {
    India: 'India',
    'United States': 'United States',
    'United Kingdom': 'United Kingdom',
    Australia: 'Australia',
    Canada: 'Canada',
    Other: 'Other',
  } satisfies Record<Country, string>,
  location: {
    intro: 'Use your current location to fill in the address, or type it in.',
    detecting: 'Detecting location...',
    filled: 'The address was filled in from your location. Please check it.',
    /** Geolocation errors the spec gives no message for. */
    unavailable: 'Your location could not be detected. Please enter the address by hand.',
    timeout:
      'Detecting your location took too long. Please try again or enter the address by hand.',
  },
  registrationNumbers: {
    intro: {
      individual: 'Give your GST and PAN numbers if you have them.',
      partnership: 'Give the firm’s GST and PAN numbers if it has them.',
      llp: 'Give your LLPIN (on your certificate of incorporation), and your GST and PAN numbers if you have them.',
      company: 'Give your GST, PAN and CIN numbers if you have them.',
    } satisfies Record<BusinessType, string>,
    llpinHint: 'Three letters, a hyphen and four digits, as on your certificate of incorporation.',
  },
  documents: {
    intro: `Upload each document as a ${uploadTypes} file of up to ${uploadLimit}.`,
    /** Which documents the chosen kind of business uploads, and that PAN is optional. */
    needed: (type: BusinessType) =>
      `${messages.businessTypeDocuments[type]} ${messages.panOptional}`,
    /** One line per step: why this document is asked of this kind of business. */
    why: (document: DocumentType, type: BusinessType): string => {
      switch (document) {
        case 'aadharCard':
          return 'Asked of every partner: it shows who you are.';
        case 'panCard':
          return 'Optional: it helps us match your GST number to you. Skip it if you like.';
        case 'gstCertificate':
          return type === 'company'
            ? 'Asked of every company: it shows your GST registration.'
            : 'Asked because you gave a GST number: it shows that registration.';
        case 'incorporationCertificate':
          return type === 'llp'
            ? 'Asked of every LLP: it shows your LLPIN.'
            : 'Asked of every company: it shows your CIN.';
      }
    },
    steps: 'Document steps',
    stepHeading: (position: number, count: number, label: string) =>
      `Step ${position} of ${count}: ${label}`,
    optional: '(optional)',
    fileLabel: (label: string) => `${label} file`,
    chooseFile: 'Choose a file',
    takePhoto: 'Take a photo',
    takePhotoOf: (label: string) => `Take a photo of the ${label}`,
    fileHint: `${uploadTypes}, up to ${uploadLimit}.`,
    notChosen: 'Not chosen yet',
    onFile: 'On file',
    onFileNamed: (file: string) => `On file: ${file}`,
    view: 'View',
    viewDocument: (label: string) => `View the ${label} document on file`,
    onFileHint: 'A document is on file. Choose a file only to replace it.',
    skipped: 'Skipped',
    chosen: (name: string, size: string) => `${name} (${size})`,
    replace: 'Replace',
    change: 'Change',
    /** The step's button named with its document: 'Replace Aadhaar'. */
    replaceNamed: (label: string) => `Replace ${label}`,
    changeNamed: (label: string) => `Change ${label}`,
    back: 'Back',
    next: 'Next',
    uploaded: 'Uploaded',
    progress: (label: string) => `${label} upload progress`,
    /** Bytes sent, and once it can be told, the speed and the time left. */
    sending: (sent: string, total: string, speed: string | null, left: string | null) =>
      [`${sent} of ${total}`, speed && `${speed}/s`, left && `about ${left} left`]
        .filter(Boolean)
        .join(' · '),
    /** The time left, rounded as people say it: '45 s', '3 min'. */
    secondsLeft: (seconds: number) => `${seconds} s`,
    minutesLeft: (minutes: number) => `${minutes} min`,
    waitingForNetwork: 'Waiting for the network… the upload continues when it is back.',
    readyToSubmit: 'Uploaded, ready to submit',
    staged: (file: string) => `${file} · uploaded, ready to submit`,
    resumeHint: (file: string, percent: number) =>
      `The upload of ${file} stopped at ${percent}%. Choose the same file to continue from there.`,
    waitingForUploads: 'Waiting for the uploads to finish…',
  },
  /** An operator's turning down of a document, as the wizard shows it (the review's words). */
  review: {
    reasonLabel: messages.review.reasonLabel,
    documentRejected: messages.review.documentRejected,
  },
  submit: 'Submit',
  submitHint: (steps: number) =>
    `Complete the ${stepCountWords[steps] ?? steps} document steps to submit.`,
} as const;

export const registrationCatalogue = catalogue(registrationText, {
  hi: () => import('./registration-text.hi').then((module) => module.registrationTextHi),
});
