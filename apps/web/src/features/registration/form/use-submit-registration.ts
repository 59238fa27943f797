import { buildPartnerUpdate, type DocumentRefusal, type Partner, paths } from '@shata/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { focusNextScreenHeading } from '../../../lib/focus-heading';
import { useText } from '../../../lib/i18n/catalogue';
import { registrationMessages } from '../../../lib/i18n/messages/registration';
import { showNotice } from '../../../lib/notice';
import { storePartner } from '../../../lib/partners';
import { refusedDocuments, submitRegistration } from '../api';
import type { DocumentWizardState } from '../documents/use-document-wizard';
import type { DocumentUploadsState } from '../uploads/use-document-uploads';
import { type RegistrationFormOutput, splitForms } from './form-values';

/** Kept in English, as the server and the checks said it; the submit area says it in the screen's language. */
type Outcome =
  | { kind: 'partnerNotLoaded' }
  | { kind: 'failed'; detail: string | null; refused?: readonly DocumentRefusal[] };

/**
 * Submitting the registration form (spec section 2): `submit` waits for the
 * documents still uploading (each started when it was chosen), then sends
 * the details and the staged documents in one request, which the server
 * keeps whole or not at all, and on success goes to the status screen. A
 * failure keeps everything typed and chosen; a document the server refused
 * sends the partner back to its step.
 */
export function useSubmitRegistration(
  partnerId: string,
  partner: Partner | undefined,
  wizard: Pick<DocumentWizardState, 'complete' | 'statuses' | 'refuse' | 'steps'>,
  uploads: Pick<DocumentUploadsState, 'settled' | 'forget'>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: session } = useSession();
  // The notice is shown on the next screen in the language this one speaks.
  const words = useText(registrationMessages);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Sending, as opposed to checking the form (RHF's isSubmitting covers both):
  // the fields stay enabled while checked, for the first wrong one to take focus.
  const [sending, setSending] = useState(false);
  const [waitingForUploads, setWaitingForUploads] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  // One id for a Submit and its retries until one is kept: a retry whose first answer was lost
  // (the server kept it, the connection dropped) is answered as kept, not refused for files gone.
  const submissionId = useRef<string | null>(null);

  // Leaving the screen cancels what is still being sent.
  useEffect(() => () => inFlight.current?.abort(), []);

  const clearOutcome = () => setOutcome(null);

  /**
   * The steps' files were refused: each step shows why and asks for another;
   * the first refused is where the partner is taken back to.
   */
  const refuse = (refused: readonly DocumentRefusal[]) => {
    for (const { type, message } of [...refused].reverse()) {
      wizard.refuse(type, message);
      uploads.forget(type);
    }
    setOutcome({ kind: 'failed', detail: null, refused });
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
    try {
      setWaitingForUploads(true);
      const refused = await uploads.settled();
      setWaitingForUploads(false);
      if (controller.signal.aborted) return;
      if (refused) {
        refuse([refused]);
        return;
      }
      // Only the documents asked of this kind of business; one chosen under another choice stays behind.
      const documents = wizard.steps.filter((type) =>
        ['chosen', 'staged'].includes(wizard.statuses[type]),
      );
      submissionId.current ??= crypto.randomUUID();
      const saved = await submitRegistration(
        partnerId,
        {
          profile: buildPartnerUpdate(basic, location, partner),
          documents,
          submissionId: submissionId.current,
        },
        controller.signal,
      );
      submissionId.current = null;
      storePartner(queryClient, saved, session?.user.id);
      const statusPath = paths.status(partnerId);
      // Seen on the status screen: the form is gone once the alert would show.
      showNotice(words.registration.submitSuccess, { path: statusPath });
      navigate(statusPath);
      focusNextScreenHeading();
    } catch (error) {
      if (controller.signal.aborted) return;
      const documents = refusedDocuments(error);
      if (documents.length > 0) {
        refuse(documents);
        return;
      }
      setOutcome({ kind: 'failed', detail: isApiError(error) ? error.message : null });
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
