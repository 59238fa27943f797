/** The session's words in Hindi; `sessionCatalogue` checks them against the English. */
export const sessionTextHi = {
  inactivity: {
    title: 'क्या आप अभी भी यहाँ हैं?',
    countdown: (seconds: number) =>
      `आप कुछ समय से निष्क्रिय हैं। आपकी सुरक्षा के लिए, आप ${seconds} सेकंड में लॉग आउट हो जाएँगे।`,
    announcement: (seconds: number) => `आप ${seconds} सेकंड में लॉग आउट हो जाएँगे।`,
    uploading:
      'आप कुछ समय से निष्क्रिय हैं, लेकिन एक दस्तावेज़ अभी अपलोड हो रहा है: अपलोड पूरा होने तक आप लॉग इन रहेंगे।',
    staySignedIn: 'लॉग इन रहें',
  },
};
