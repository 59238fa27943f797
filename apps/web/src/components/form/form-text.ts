/** Words of the shared form fields (ours). */
export const formText = {
  /** The password field's toggle, named for the field it reveals: 'Show password'. */
  show: (label: string) => `Show ${label.toLowerCase()}`,
  hide: (label: string) => `Hide ${label.toLowerCase()}`,
} as const;
