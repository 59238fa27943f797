import { businessTypeDocuments, landingMessages, officeHours, panOptional } from '@shata/domain';
import { catalogue } from '../../lib/i18n/catalogue';
import { landingFacts } from './landing-facts';

/**
 * Words of the landing page that the spec does not quote (ours). The spec's
 * own strings come from `messages` in @shata/domain, its numbers from
 * `terms`, `support` and `timings`.
 */
export const landingText = {
  hero: {
    intro:
      'Join Shata as an event planner, caterer or photographer and meet customers who are planning weddings, birthdays and corporate events near you.',
    imagesLabel: 'Events Shata partners bring to life',
  },
  about: {
    title: 'About Shata',
    body: [
      'Shata is a marketplace for event services. Customers find and book trusted event planners, caterers and photographers; partners get steady work without chasing every lead themselves.',
      'We verify every partner, so customers book with confidence, and we handle the booking and payment, so you can focus on the event.',
    ],
  },
  partner: {
    title: 'Become a Shata partner',
    intro: 'Download the Shata Partner app, or sign up here and finish on your phone.',
    slidesLabel: 'How joining works',
    slides: [
      {
        title: 'Sign up in minutes',
        body: 'Create your account with your e-mail address and verify it with one click.',
        alt: 'A phone showing the Shata sign-up screen',
      },
      {
        title: 'Get verified',
        body: 'Add your business details and upload your documents; our team checks them.',
        alt: 'A document with a green verification tick',
      },
      {
        title: 'Start taking bookings',
        body: 'Receive leads near you, confirm bookings and get paid through Shata.',
        alt: 'A calendar with confirmed bookings marked',
      },
    ],
  },
  benefits: {
    title: 'Why partner with Shata',
    /** In the order of `landingMessages.benefitTitles`. */
    bodies: [
      `Customers planning events near you find you: up to ${landingFacts.widestLeadRadiusKm} km around you, depending on your city.`,
      'See every lead and booking in one place and confirm them from the partner app.',
      `Payments for your bookings are settled ${landingFacts.settlementBusinessDays} business days after each transaction.`,
      `At least ${landingFacts.leadsPerYear} leads a year, and a better rating brings a discount on renewal.`,
      'Every partner and customer is verified, and your documents are kept private.',
      'Upload your documents online and finish video KYC in the app: no office visits.',
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'What is Shata?',
        answer:
          'Shata is a marketplace where customers book event services: event planners, caterers and photographers. Partners receive leads and bookings from customers near them.',
      },
      {
        question: 'Who can become a Shata partner?',
        answer: `Any business or professional offering one of these services: ${landingFacts.services.join(', ')}.`,
      },
      {
        question: 'How do I register as a partner?',
        answer:
          'Sign up with your e-mail address, confirm it from the mail we send, then fill in your business details and upload your documents. Video KYC is finished in the Shata Partner app.',
      },
      {
        question: 'Which documents do I need?',
        answer: `It depends on your kind of business, which the form asks first. ${Object.values(businessTypeDocuments).join(' ')} ${panOptional} Each can be a ${landingFacts.fileTypes.join(', ')} file of up to ${landingFacts.megabytes} MB.`,
      },
      {
        question: 'How long does verification take, and how do I know where I am?',
        answer:
          'Our team reviews your details and documents, then company verification and an in-person visit follow. Your status page shows how far along you are at every step, and we e-mail you whenever something changes.',
      },
    ],
  },
  contact: {
    title: 'Contact us',
    intro:
      'Questions about joining or about your account? Write to us and we will get back to you.',
    formTitle: 'Send us a message',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone number',
      email: 'Email',
      message: 'Message',
    },
    send: 'Send message',
    sending: 'Sending...',
    sent: 'Thank you! Your message has been sent. We will reply soon.',
    /** The honeypot's label, read only by bots (the field is hidden from people and assistive tech). */
    honeypotLabel: 'Website',
    imagesLabel: 'Moments from Shata events',
    images: [
      'A decorated wedding stage with marigold garlands',
      'A buffet table with plates of Indian food',
      'A photographer with a camera at a party',
      'A birthday cake with candles and balloons',
      'A conference hall set up for a corporate event',
      'Hands decorated with mehendi',
      'Fairy lights over tables set for dinner',
    ],
    office: {
      title: 'Our office',
      hoursLabel: 'Office hours',
      hours: officeHours,
      /** Beside the configured number: the spec's promise of support by phone. */
      phoneLabel: `${landingFacts.phoneAvailability} phone support`,
      whatsAppLabel: 'WhatsApp',
      emailLabel: 'Email',
      emailReply: `We reply within ${landingFacts.emailReplyWithinHours} hours`,
    },
    mapTitle: 'Map showing the Shata office',
    openMap: 'Open the map in a new tab',
  },
} as const;

// Both load the same Hindi chunk: the landing page's Hindi is one request.
const hindi = () => import('./landing-text.hi');

/** The landing page's own words. */
export const landingCatalogue = catalogue(landingText, {
  hi: () => hindi().then((module) => module.landingTextHi(landingFacts)),
});

/** The landing page's words from the domain (`messages.landing`). */
export const landingMessagesCatalogue = catalogue(landingMessages, {
  hi: () => hindi().then((module) => module.landingMessagesHi),
});
