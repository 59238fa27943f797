import { type BusinessType, partnerBusinessType } from '@shata/domain';
import type { ConsoleMessages } from '../../lib/i18n/messages/console';
import type { OperatorText } from './operator-text';

/** A partner's kind of business in words, saying so when none was recorded (read as a company). */
export function businessTypeText(
  businessType: BusinessType | null | undefined,
  text: OperatorText,
  domain: ConsoleMessages,
): string {
  const label = domain.businessTypes[partnerBusinessType({ businessType })];
  return text.businessType(label, businessType != null);
}
