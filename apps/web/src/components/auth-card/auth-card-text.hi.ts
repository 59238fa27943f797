import type { Translation } from '@shata/domain';
import type { authCardText } from './auth-card-text';

export const authCardTextHi = {
  home: 'Shata होम पेज',
} satisfies Translation<typeof authCardText>;
