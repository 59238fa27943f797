// Kept as files rather than inlined into the script, so they cost nothing until shown.
import birthday from './images/birthday.svg?no-inline';
import bookings from './images/bookings.svg?no-inline';
import buffet from './images/buffet.svg?no-inline';
import camera from './images/camera.svg?no-inline';
import conference from './images/conference.svg?no-inline';
import fairyLights from './images/fairy-lights.svg?no-inline';
import mehendi from './images/mehendi.svg?no-inline';
import signUp from './images/sign-up.svg?no-inline';
import verified from './images/verified.svg?no-inline';
import weddingStage from './images/wedding-stage.svg?no-inline';
import { landingText } from './landing-text';

const contactAlt = landingText.contact.images;

export const heroImages = [
  { src: weddingStage, alt: contactAlt[0] },
  { src: buffet, alt: contactAlt[1] },
  { src: camera, alt: contactAlt[2] },
] as const;

export const partnerSlideImages = [signUp, verified, bookings] as const;

/** The contact section's seven pictures, in the order of their descriptions. */
export const contactImages = [
  weddingStage,
  buffet,
  camera,
  birthday,
  conference,
  mehendi,
  fairyLights,
].map((src, index) => ({ src, alt: contactAlt[index] ?? '' }));
