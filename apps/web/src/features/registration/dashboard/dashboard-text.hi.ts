import type { Translation } from '@shata/domain';
import type { dashboardText } from './dashboard-text';

export const dashboardTextHi = {
  new: {
    title: 'आपका पार्टनर अकाउंट तैयार है',
    nextStep:
      'अब अपनी व्यवसाय प्रोफ़ाइल बनाइए: आपकी जानकारी, आपकी कंपनी का पता और आपके दस्तावेज़ (आधार, PAN, GST और CIN)।',
    afterwards:
      'जमा करने के बाद हमारी टीम इसका सत्यापन करती है, और आपकी स्थिति वाली स्क्रीन पर हर चरण पूरा होते ही दिखता है।',
    preparing: 'आपका फ़ॉर्म तैयार हो रहा है...',
    start: 'मेरी व्यवसाय प्रोफ़ाइल बनाएँ',
  },
  error: {
    title: 'हम आपकी प्रोफ़ाइल लोड नहीं कर सके',
    explanation:
      'आप लॉग इन हैं, लेकिन अभी आपकी पार्टनर प्रोफ़ाइल लोड नहीं हो सकी। कृपया थोड़ी देर में फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
    tryingAgain: 'फिर से कोशिश हो रही है...',
    stillFailing: 'आपकी प्रोफ़ाइल अब भी लोड नहीं हो सकी। कृपया बाद में फिर से कोशिश करें।',
  },
} satisfies Translation<typeof dashboardText>;
