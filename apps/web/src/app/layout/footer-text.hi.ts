/** The footer's words in Hindi; `footerCatalogue` checks them against the English. */
export const footerTextHi = {
  brand: 'Shata इवेंट प्लानर, कैटरर और फ़ोटोग्राफ़र को उन ग्राहकों से जोड़ता है जिन्हें उनकी ज़रूरत है।',
  linksTitle: 'Shata',
  servicesTitle: 'सेवाएँ',
  socialTitle: 'हमें फ़ॉलो करें',
  appTitle: 'पार्टनर ऐप डाउनलोड करें',
  social: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn' },
  copyright: (year: number) => `© ${year} Shata`,
};
