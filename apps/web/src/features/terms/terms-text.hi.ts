import { formatDate, formatInr, terms } from '@shata/domain';
import { feeNoteTextHi } from '../../components/fee-note/fee-note-text.hi';

const { leadGuarantee: leads, serviceFee, cancellation, rating, shataScore, partnerKit } = terms;
const tier = (number: number) => `टियर ${number}`;
// The fees in the fee note's words: one Hindi chunk holds them, which the English page need not list.
const fees = feeNoteTextHi({ terms, formatInr });

/** The Partner Terms and Conditions in Hindi; the English text prevails (its first line says so). */
export const termsTextHi = {
  lastUpdated: 'अंतिम अपडेट',
  lastUpdatedOn: formatDate(terms.lastUpdated, '', 'hi'),
  intro:
    'ये शर्तें Shata (जो यह प्लेटफ़ॉर्म चलाता है) और उन सेवा पार्टनर (इवेंट प्लानर, कैटरर और फ़ोटोग्राफ़र) के बीच की साझेदारी पर लागू होती हैं, जो Shata के ग्राहकों को सेवाएँ देते हैं।',
  translationNotice:
    'यह नियम और शर्तों का हिन्दी अनुवाद है। किसी विवाद की स्थिति में अंग्रेज़ी संस्करण ही मान्य होगा।',
  contents: 'विषय-सूची',
  definitions: {
    title: 'परिभाषाएँ',
    entries: [
      {
        term: 'लीड',
        definition:
          'पार्टनर की दी जाने वाली किसी सेवा के लिए, पार्टनर के सेवा क्षेत्र के अंदर, किसी ग्राहक की पूछताछ, जिसे Shata पार्टनर तक पहुँचाता है।',
      },
      {
        term: 'बुकिंग',
        definition: 'ऐसी लीड, जिसे ग्राहक ने Shata के ज़रिए पार्टनर के साथ पक्का कर दिया है।',
      },
      {
        term: 'SHATA स्कोर',
        definition: `प्लेटफ़ॉर्म पर पार्टनर की साख। यह ${shataScore.start} से शुरू होता है और पार्टनर के व्यवहार, रेटिंग और शिकायतों के साथ बदलता है।`,
      },
      {
        term: 'जॉइनिंग फ़ीस',
        definition: 'वह सालाना फ़ीस, जो पार्टनर Shata पर सूचीबद्ध होने के लिए चुकाता है।',
      },
      {
        term: 'सर्विस फ़ीस',
        definition: 'किसी लीड से बुक हुए हर इवेंट की राशि में Shata का हिस्सा।',
      },
      {
        term: 'सेवा क्षेत्र के टियर',
        definition: `शहरों को ${terms.leadRadiusByCityTier.length} टियर (${terms.leadRadiusByCityTier.map((row) => tier(row.tier)).join(', ')}) में बाँटा गया है, जिनसे तय होता है कि पार्टनर से कितनी दूरी तक की लीड उसे भेजी जाती हैं।`,
      },
      {
        term: 'रेटिंग',
        definition: 'इवेंट के बाद ग्राहकों का पार्टनर को दिया गया औसत स्कोर, 10 में से।',
      },
    ],
  },
  joiningFee: {
    title: 'जॉइनिंग फ़ीस',
    paragraphs: [
      `जॉइनिंग फ़ीस ${fees.joiningFeeAmount()} है, जो साझेदारी शुरू होने पर और हर नवीनीकरण पर चुकाई जाती है।`,
    ],
  },
  leadGuarantee: {
    title: 'लीड की गारंटी और रिफ़ंड',
    paragraphs: [`Shata साल में ${leads.leadsPerYear} लीड की गारंटी देता है।`],
    items: [
      `साल में ${leads.fullRefund.belowLeads} से कम लीड: पूरी जॉइनिंग फ़ीस ${leads.fullRefund.annualInterestPercent}% सालाना ब्याज के साथ ${leads.fullRefund.withinDays} दिनों के अंदर लौटाई जाती है।`,
      `${leads.partialRefund.fromLeads} से ${leads.partialRefund.toLeads} लीड: ${formatInr(leads.partialRefund.amountInr, 'hi')} का रिफ़ंड।`,
    ],
  },
  serviceFee: {
    title: 'सर्विस फ़ीस और भुगतान',
    items: [
      `सर्विस फ़ीस: ${fees.serviceFeeAmount()}।`,
      `भुगतान T+${terms.settlementBusinessDays} पर होता है: लेन-देन के ${terms.settlementBusinessDays} कार्य दिवस बाद।`,
      `जब ग्राहक का भुगतान पार्टनर ख़ुद लेता है, तो पार्टनर ${serviceFee.partnerPaysWithinDays} दिनों के अंदर सर्विस फ़ीस Shata को चुकाता है।`,
    ],
  },
  cancellation: {
    title: 'बुकिंग रद्द करना',
    items: [
      `बुकिंग रद्द करने वाला पार्टनर एडवांस का ${cancellation.partnerPenaltyTimesAdvance} गुना जुर्माना चुकाता है।`,
      `ग्राहक के बुकिंग रद्द करने पर एडवांस का ${cancellation.customerRetainedPercentOfAdvance}% रख लिया जाता है।`,
    ],
  },
  conduct: {
    title: 'जवाब देने का समय और शिकायतें',
    items: [
      `पार्टनर लीड का जवाब ${terms.responseTimes.leadsWithinHours} घंटे के अंदर देते हैं।`,
      `शिकायतों का निपटारा ${terms.responseTimes.complaintsWithinBusinessDays} कार्य दिवस के अंदर होता है।`,
    ],
  },
  nonCircumvention: {
    title: 'प्लेटफ़ॉर्म से बाहर सौदा नहीं',
    paragraphs: [
      `Shata के ज़रिए मिले किसी ग्राहक से पार्टनर, साझेदारी के दौरान और उसके ख़त्म होने के ${terms.nonCircumventionMonths} महीने बाद तक, प्लेटफ़ॉर्म के बाहर कोई सौदा नहीं करता।`,
    ],
  },
  ratings: {
    title: 'रेटिंग और नवीनीकरण पर छूट',
    items: [
      `${rating.periodMonths} महीनों में रेटिंग ${rating.threshold.toFixed(1)} से कम रहने पर Shata पार्टनर से बात करता है, और सुधार पर सहमति के लिए ${rating.discussionWindowDays} दिन का समय मिलता है।`,
      `${rating.renewalDiscount.minRating} या उससे ज़्यादा रेटिंग पर नवीनीकरण में ${rating.renewalDiscount.percent}% की छूट मिलती है।`,
    ],
  },
  shataScore: {
    title: 'SHATA स्कोर',
    items: [
      `हर पार्टनर का SHATA स्कोर ${shataScore.start} से शुरू होता है।`,
      `स्कोर ${shataScore.noLargeEventsBelow} से कम होने पर पार्टनर को बड़े इवेंट नहीं दिए जाते।`,
      `स्कोर ${shataScore.terminationBelow} से कम होने पर साझेदारी समाप्त कर दी जाती है।`,
    ],
  },
  serviceArea: {
    title: 'सेवा क्षेत्र',
    caption: 'शहर के टियर के हिसाब से लीड का दायरा',
    cityTier: 'शहर का टियर',
    leadsSentWithin: 'इतनी दूरी तक की लीड',
    tier,
    radius: (km: number) => `${km} km`,
  },
  partnerKit: {
    title: 'पार्टनर किट',
    paragraphs: ['जुड़ने पर हर पार्टनर को मिलता है:'],
    items: [
      `${partnerKit.welcomeKits} वेलकम किट`,
      `${partnerKit.idCards} ID कार्ड`,
      `${partnerKit.uniforms} यूनिफ़ॉर्म`,
      `${partnerKit.tShirts} टी-शर्ट`,
      `${partnerKit.mouTemplates} MOU टेम्पलेट`,
    ],
  },
  termAndTermination: {
    title: 'नवीनीकरण और समाप्ति',
    items: [
      `जो पक्ष नवीनीकरण नहीं करना चाहता, वह ${terms.nonRenewalNoticeDays} दिन पहले सूचना देता है।`,
      `इन शर्तों का उल्लंघन सूचना मिलने के ${terms.breachCurePeriodDays} दिनों के अंदर ठीक किया जा सकता है; ऐसा न होने पर साझेदारी समाप्त की जा सकती है।`,
    ],
  },
  kycDocuments: {
    title: 'आपके KYC दस्तावेज़',
    items: [
      'आपके आधार, PAN, GST और निगमन प्रमाणपत्र (Certificate of Incorporation) जैसे दस्तावेज़ सिर्फ़ आप और Shata की सत्यापन टीम देखती है, आपके व्यवसाय का सत्यापन करने के लिए। ये कभी सार्वजनिक नहीं होते और ग्राहकों को कभी नहीं दिखाए जाते।',
      'आपका आधार नंबर एन्क्रिप्ट करके रखा जाता है और सहेजने के बाद छिपाकर दिखाया जाता है: सिर्फ़ उसके आख़िरी चार अंक पढ़े जा सकते हैं। दस्तावेज़ निजी स्टोरेज में रखे जाते हैं और लॉग इन करने के बाद सिर्फ़ आपको और सत्यापन टीम को दिखाए जाते हैं।',
      'पंजीकरण फ़ॉर्म में आप जो भरते हैं, वह जमा करने तक ड्राफ़्ट के रूप में एन्क्रिप्ट करके रखा जाता है, ताकि आप किसी भी डिवाइस पर उसे पूरा कर सकें।',
    ],
  },
};
