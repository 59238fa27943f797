import type { Translation } from '@shata/domain';
import type { formText } from './form-text';

export const formTextHi = {
  show: (label: string) => `${label} दिखाएँ`,
  hide: (label: string) => `${label} छिपाएँ`,
} satisfies Translation<typeof formText>;
