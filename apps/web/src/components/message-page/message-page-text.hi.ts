import type { Translation } from '@shata/domain';
import type { messagePageText } from './message-page-text';

export const messagePageTextHi = {
  home: 'होम पेज पर जाएँ',
} satisfies Translation<typeof messagePageText>;
