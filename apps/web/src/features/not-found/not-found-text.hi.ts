export const notFoundTextHi = {
  title: 'पेज नहीं मिला',
  body: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
};
