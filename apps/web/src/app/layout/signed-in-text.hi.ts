/** The signed-in menus' words in Hindi; `signedInCatalogue` checks them against the English. */
export const signedInTextHi = {
  logoutDialog: {
    title: 'लॉग आउट',
    question: 'क्या आप सच में लॉग आउट करना चाहते हैं?',
    cancel: 'रद्द करें',
    confirm: 'लॉग आउट करें',
  },
  profile: 'प्रोफ़ाइल',
  console: 'कंसोल',
};
