/** The app's own pages in Hindi; `appCatalogue` checks them against the English. */
export const appTextHi = {
  routeError: {
    title: 'कुछ गड़बड़ हो गई',
    explanation: 'माफ़ कीजिए, यह पेज नहीं दिखाया जा सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
  },
  notAllowed: {
    title: 'अनुमति नहीं है',
    explanation: 'यह पेज केवल Shata ऑपरेटरों के लिए है। आपका अकाउंट इसे नहीं खोल सकता।',
  },
};
