/** Words of /dashboard/new and /dashboard/error (ours: the spec does not show these screens). */
export const dashboardText = {
  newTitle: 'Setting up your profile',
  error: {
    title: 'We could not load your profile',
    explanation:
      'Something went wrong while loading your partner profile. Please try again in a moment.',
    tryAgain: 'Try again',
    tryingAgain: 'Trying again...',
    stillFailing: 'Your profile still could not be loaded. Please try again later.',
  },
} as const;
