/**
 * The steps a partner waits on operators for, how long each usually takes,
 * and how long a partner has waited in theirs (issue 30). Imports nothing:
 * the review's answers, the checklist and the time in stage all read it.
 */

/** The steps that wait on operators; each has an expected time in the configuration. */
export const waitingSteps = [
  'kyc',
  'companyVerification',
  'inPersonVerification',
  'finalApproval',
] as const;

export type WaitingStep = (typeof waitingSteps)[number];

/** How many working days each waiting step usually takes (GET /api/client-config). */
export type ExpectedWaits = Record<WaitingStep, number>;

/** A partner's time in their stage, as the queue and the partner's page show it. */
export interface TimeInStage {
  /** When the partner entered their stage, or the operators' step in it (ISO). */
  since: string;
  /** Working days begun since then (`workingDaysBetween`). */
  workingDays: number;
  /** The operators' step awaited, or null when the partner waits on nobody in the team. */
  awaitedStep: WaitingStep | null;
  /** The working days that step usually takes; null when no step is awaited. */
  expectedDays: number | null;
  /** Past `expectedDays`: never when no step is awaited. */
  overdue: boolean;
}

/** The working calendar and the promised waits the server counts time in stage with. */
export interface StageClock {
  now: Date;
  holidays: readonly string[];
  expectedWaits: ExpectedWaits;
}
