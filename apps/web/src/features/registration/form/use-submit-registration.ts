import {
  buildPartnerUpdate,
  type DocumentType,
  documentTypeInfo,
  isFileRefusal,
  messages,
  type Partner,
  paths,
} from '@shata/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { focusNextScreenHeading } from '../../../lib/focus-heading';
import { showNotice } from '../../../lib/notice';
import { storePartner } from '../../../lib/partners';
import { commitStagedDocument, updatePartner } from '../api';
import type { DocumentWizardState } from '../documents/use-document-wizard';
import type { DocumentUploadsState } from '../uploads/use-document-uploads';
import { type RegistrationFormOutput, splitForms } from './form-values';

/** The server's answers about the staged file itself (gone, refused), not the session or the network. */
const isRefusalOfTheFile = (error: unknown) => isApiError(error) && isFileRefusal(error.code);

type Outcome = { kind: 'partnerNotLoaded' } | { kind: 'failed'; detail: string | null };

/**
 * Submitting the registration form (spec section 2): `submit` waits for the
 * documents still uploading (each started when it was chosen), saves the
 * details, then commits each staged document in wizard order, and on success
 * goes to the status screen. A failure keeps everything typed and chosen; a
 * retry skips the documents already committed.
 */
export function useSubmitRegistration(
  partnerId: string,
  partner: Partner | undefined,
  wizard: Pick<DocumentWizardState, 'complete' | 'files' | 'statuses' | 'refuse' | 'steps'>,
  uploads: Pick<DocumentUploadsState, 'settled' | 'forget'>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Sending, as opposed to checking the form (RHF's isSubmitting covers both):
  // the fields stay enabled while checked, for the first wrong one to take focus.
  const [sending, setSending] = useState(false);
  const [waitingForUploads, setWaitingForUploads] = useState(false);
  // The files each document type has committed, across attempts.
  const committed = useRef(new Map<DocumentType, File | 'staged'>());
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the screen cancels what is still being sent.
  useEffect(() => () => inFlight.current?.abort(), []);

  const clearOutcome = () => setOutcome(null);

  /** The step's file was refused: its step shows why and asks for another. */
  const refuse = (type: DocumentType, detail: string) => {
    wizard.refuse(type, detail);
    uploads.forget(type);
    setOutcome({ kind: 'failed', detail: `${documentTypeInfo[type].label}: ${detail}` });
  };

  const submit = async (values: RegistrationFormOutput) => {
    clearOutcome();
    if (!partner) {
      setOutcome({ kind: 'partnerNotLoaded' });
      return;
    }
    if (!wizard.complete) return;

    const controller = new AbortController();
    inFlight.current = controller;
    const { basic, location } = splitForms(values);
    setSending(true);
    let committing: DocumentType | null = null;
    try {
      setWaitingForUploads(true);
      const refused = await uploads.settled();
      setWaitingForUploads(false);
      if (controller.signal.aborted) return;
      if (refused) {
        refuse(refused.type, refused.message);
        return;
      }
      let saved = await updatePartner(
        partnerId,
        buildPartnerUpdate(basic, location, partner),
        controller.signal,
      );
      // Only the documents asked of this kind of business; one chosen under another choice stays behind.
      for (const type of wizard.steps) {
        const status = wizard.statuses[type];
        if (status !== 'chosen' && status !== 'staged') continue;
        const what = wizard.files[type] ?? 'staged';
        if (committed.current.get(type) === what) continue;
        committing = type;
        saved = await commitStagedDocument(partnerId, type, controller.signal);
        committed.current.set(type, what);
      }
      storePartner(queryClient, saved, session?.user.id);
      const statusPath = paths.status(partnerId);
      // Seen on the status screen: the form is gone once the alert would show.
      showNotice(messages.registration.submitSuccess, { path: statusPath });
      navigate(statusPath);
      focusNextScreenHeading();
    } catch (error) {
      if (controller.signal.aborted) return;
      const detail = isApiError(error) ? error.message : null;
      if (committing && detail && isRefusalOfTheFile(error)) {
        refuse(committing, detail);
        return;
      }
      setOutcome({ kind: 'failed', detail });
    } finally {
      setWaitingForUploads(false);
      setSending(false);
    }
  };

  return {
    /** Sends the checked form; does nothing until the wizard is complete. */
    submit,
    /** Forgets the last attempt's outcome, as a new attempt does. */
    clearOutcome,
    outcome,
    sending,
    /** Submit is waiting for documents still uploading. */
    waitingForUploads,
  };
}
