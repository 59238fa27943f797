import {
  askedDocuments,
  type DocumentType,
  type DraftUploads,
  documentTypes,
  type Partner,
  type Requirement,
} from '@shata/domain';
import { useCallback, useRef, useState } from 'react';
import { preparePhoto } from '../photos/prepare-photo';
import {
  type ChosenFiles,
  fileRefusal,
  isOnFile,
  isRejected,
  panType,
  statusesOf,
  stepAfter,
} from './wizard-steps';

const noneStaged: DraftUploads['staged'] = {};

/** What became of a chosen file: the file to upload, or why it was refused. */
type Choice = { chosen: File } | { refused: string };

/**
 * The document wizard of spec section 4: steps Aadhaar, PAN, GST, CIN in
 * order. A valid file is kept and the wizard moves on; PAN may be skipped.
 * Documents the partner has on file count as done, and until the partner
 * moves through it the wizard stands at the first step still to do.
 *
 * A partner who submitted the required documents before but has no PAN must
 * have skipped it (submitting needs every step done), so PAN starts as skipped
 * for them. A required document an operator turned down (its url is cleared)
 * still counts as submitted before, so a partner asked to upload it again has
 * only that step to do; a turned-down PAN is to be done again, not skipped.
 *
 * `linkedType` (from a /dashboard/{id}#document-{type} link) starts the wizard
 * on that document's step.
 *
 * Its steps are the documents `requirements` ask for (issue 26: the partner's
 * kind of business, and whether they gave a GSTIN), in spec order; the index
 * of the step it stands on is within them, and `steps.length` once all are done.
 */
export function useDocumentWizard(
  partner: Partner | undefined,
  requirements: Record<DocumentType, Requirement>,
  linkedType?: DocumentType,
  staged: DraftUploads['staged'] = noneStaged,
) {
  const steps = askedDocuments(requirements);
  const completedStep = steps.length;
  const [files, setFiles] = useState<ChosenFiles>({});
  const [panSkippedChoice, setPanSkippedChoice] = useState<boolean | null>(null);
  // null until the partner moves: the wizard then follows the partner's record as it loads.
  const [movedTo, setMovedTo] = useState<number | null>(() =>
    linkedType && steps.includes(linkedType) ? steps.indexOf(linkedType) : null,
  );
  const [refusal, setRefusal] = useState<{ type: DocumentType; message: string } | null>(null);
  // Bumped when the wizard sends the partner back to a step, for the step to take focus.
  const [returns, setReturns] = useState(0);
  // Checking a file takes a moment: only the latest choice at a step counts.
  const latestChoice = useRef<Partial<Record<DocumentType, File>>>({});
  const [checking, setChecking] = useState<DocumentType | null>(null);
  // The step whose HEIC photo is being turned into a JPEG: its line says so meanwhile.
  const [converting, setConverting] = useState<DocumentType | null>(null);
  // The chosen files' sizes before they were prepared, for the step's '4.8 MB → 820 KB'.
  const [originalSizes, setOriginalSizes] = useState<Partial<Record<DocumentType, number>>>({});

  const requiredSubmittedBefore = documentTypes.every(
    (type) =>
      requirements[type] !== 'required' || isOnFile(partner, type) || isRejected(partner, type),
  );
  const panSkipped =
    panSkippedChoice ??
    (requiredSubmittedBefore && !isOnFile(partner, panType) && !isRejected(partner, panType));
  const statuses = statusesOf({ files, panSkipped, staged }, partner);
  const complete = steps.every((type) => statuses[type] !== 'pending');
  // A step the partner moved to stays while it is asked; a change of type that
  // takes it away (or leaves the end with a step to do) goes to the first step to do.
  const step =
    movedTo === null || movedTo > completedStep || (movedTo === completedStep && !complete)
      ? stepAfter(-1, steps, statuses)
      : movedTo;

  const goTo = useCallback(
    (index: number) => {
      setRefusal(null);
      setMovedTo(Math.max(0, Math.min(completedStep, index)));
    },
    [completedStep],
  );

  /**
   * Prepares `file` for `type` (a photo made small, HEIC turned into JPEG,
   * location taken out), checks it, keeps it and moves on. Answers the file
   * to upload, the refusal message, or null when a later choice superseded it.
   */
  const choose = async (type: DocumentType, file: File): Promise<Choice | null> => {
    latestChoice.current[type] = file;
    setChecking(type);
    setConverting(null);
    const prepared = await preparePhoto(file, undefined, () => {
      if (latestChoice.current[type] === file) setConverting(type);
    }).catch(() => ({ file, originalSize: file.size }));
    const message = await fileRefusal(prepared.file);
    if (latestChoice.current[type] !== file) return null;
    setChecking(null);
    setConverting(null);
    if (message) {
      setRefusal({ type, message });
      return { refused: message };
    }
    setOriginalSizes((sizes) => ({ ...sizes, [type]: prepared.originalSize }));
    const nextFiles = { ...files, [type]: prepared.file };
    const nextPanSkipped = type === panType ? false : panSkipped;
    setFiles(nextFiles);
    if (type === panType) setPanSkippedChoice(false);
    setRefusal(null);
    const nextStatuses = statusesOf(
      { files: nextFiles, panSkipped: nextPanSkipped, staged },
      partner,
    );
    setMovedTo(stepAfter(steps.indexOf(type), steps, nextStatuses));
    return { chosen: prepared.file };
  };

  /** Spec section 4: PAN is marked skipped (any PAN file chosen is dropped) and the wizard moves on. */
  const skipPan = () => {
    const { [panType]: _dropped, ...rest } = files;
    setFiles(rest);
    setPanSkippedChoice(true);
    setRefusal(null);
    const nextStatuses = statusesOf({ files: rest, panSkipped: true, staged }, partner);
    setMovedTo(stepAfter(steps.indexOf(panType), steps, nextStatuses));
  };

  /**
   * The server refused the file chosen for `type` (at submit): the file is
   * dropped, and the partner is taken back to its step with `message`.
   */
  const stepsKey = steps.join();
  const refuse = useCallback(
    (type: DocumentType, message: string) => {
      setFiles(({ [type]: _refused, ...rest }) => rest);
      setRefusal({ type, message });
      setMovedTo(Math.max(0, stepsKey.split(',').indexOf(type)));
      setReturns((count) => count + 1);
    },
    [stepsKey],
  );

  /** From a step that is done, on to the next one still to do. */
  const next = () => {
    setRefusal(null);
    setMovedTo(stepAfter(step, steps, statuses));
  };

  return {
    /** The documents asked for, in order: the wizard's steps. */
    steps,
    /** What the partner's kind of business asks of each document. */
    requirements,
    step,
    statuses,
    files,
    complete,
    /** The message for the file just refused at `type`, if any. */
    refusalFor: (type: DocumentType) => (refusal?.type === type ? refusal.message : undefined),
    /** The step whose chosen file is being checked, if any. */
    checking,
    /** The step whose chosen HEIC photo is being converted, if any. */
    converting,
    originalSizes,
    /** The documents the server holds staged from an earlier visit. */
    staged,
    /** Counts the times the wizard was sent back to a step (`refuse`). */
    returns,
    choose,
    refuse,
    skipPan,
    goTo,
    next,
  };
}

export type DocumentWizardState = ReturnType<typeof useDocumentWizard>;
