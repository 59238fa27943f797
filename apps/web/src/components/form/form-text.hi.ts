/** The shared fields' words in Hindi; `formCatalogue` checks them against the English. */
export const formTextHi = {
  show: (label: string) => `${label} दिखाएँ`,
  hide: (label: string) => `${label} छिपाएँ`,
};
