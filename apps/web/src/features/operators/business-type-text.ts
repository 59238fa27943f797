import { type BusinessType, messages, partnerBusinessType } from '@shata/domain';
import { operatorText } from './operator-text';

/** A partner's kind of business in words, saying so when none was recorded (read as a company). */
export function businessTypeText(businessType: BusinessType | null | undefined): string {
  const label = messages.businessTypes[partnerBusinessType({ businessType })];
  return operatorText.businessType(label, businessType != null);
}
