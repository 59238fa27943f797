/** Ours: the message page's way back. */
export const messagePageText = {
  home: 'Go to the home page',
} as const;
