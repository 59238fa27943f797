/** Ours: the card's words besides its screen's own. */
export const authCardText = {
  /** The logo link's name: the way home from screens without the navigation bar. */
  home: 'Shata home',
} as const;
