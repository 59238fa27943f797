import {
  buildPartnerUpdate,
  type DocumentType,
  documentTypeInfo,
  documentTypes,
  messages,
  type Partner,
  paths,
} from '@shata/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/auth/session';
import { focusNextScreenHeading } from '../../lib/focus-heading';
import { showNotice } from '../../lib/notice';
import { storePartner, updatePartner } from '../../lib/partners';
import { uploadDocument } from '../../lib/upload';
import type { Uploads } from './DocumentWizard';
import { type RegistrationFormOutput, splitForms } from './form-values';
import type { DocumentWizardState } from './use-document-wizard';

/** The server's answers about the file itself (its type, size, a cut-off body), not the session or the network. */
const isRefusalOfTheFile = (error: unknown) =>
  isApiError(error) && [400, 413, 415].includes(error.status);

type Outcome = { kind: 'partnerNotLoaded' } | { kind: 'failed'; detail: string | null };

/**
 * Submitting the registration form (spec section 2): `submit` saves the
 * details first, then uploads each newly chosen document in wizard order, and
 * on success goes to the status screen. A failure keeps everything typed and
 * chosen; a retry skips the documents that did arrive.
 */
export function useSubmitRegistration(
  partnerId: string,
  partner: Partner | undefined,
  wizard: Pick<DocumentWizardState, 'complete' | 'files' | 'refuse'>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const [uploads, setUploads] = useState<Uploads>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Sending, as opposed to checking the form (RHF's isSubmitting covers both):
  // the fields stay enabled while checked, for the first wrong one to take focus.
  const [sending, setSending] = useState(false);
  // The files each document type has delivered, across attempts.
  const delivered = useRef(new Map<DocumentType, File>());
  const inFlight = useRef<AbortController | null>(null);

  // Leaving the screen cancels what is still being sent.
  useEffect(() => () => inFlight.current?.abort(), []);

  const clearOutcome = () => setOutcome(null);

  const submit = async (values: RegistrationFormOutput) => {
    clearOutcome();
    if (!partner) {
      setOutcome({ kind: 'partnerNotLoaded' });
      return;
    }
    if (!wizard.complete) return;

    const chosen = documentTypes.flatMap((type) => {
      const file = wizard.files[type];
      return file ? [{ type, file }] : [];
    });
    const toUpload = chosen.filter(({ type, file }) => delivered.current.get(type) !== file);
    setUploads(
      Object.fromEntries(
        chosen.map(({ type, file }) => {
          const done = delivered.current.get(type) === file;
          return [type, { percent: done ? 100 : 0, uploaded: done }];
        }),
      ),
    );

    const controller = new AbortController();
    inFlight.current = controller;
    const { basic, location } = splitForms(values);
    setSending(true);
    let uploading: DocumentType | null = null;
    try {
      let saved = await updatePartner(
        partnerId,
        buildPartnerUpdate(basic, location, partner),
        controller.signal,
      );
      for (const { type, file } of toUpload) {
        uploading = type;
        saved = await uploadDocument(
          partnerId,
          type,
          file,
          ({ loaded, total }) => {
            const percent = Math.min(100, Math.round((loaded / total) * 100));
            setUploads((current) => ({ ...current, [type]: { percent, uploaded: false } }));
          },
          controller.signal,
        );
        delivered.current.set(type, file);
        setUploads((current) => ({ ...current, [type]: { percent: 100, uploaded: true } }));
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
      const refused = uploading;
      if (refused && detail && isRefusalOfTheFile(error)) {
        // The file itself was refused: its step shows why and asks for another.
        wizard.refuse(refused, detail);
        setUploads(({ [refused]: _refused, ...rest }) => rest);
        setOutcome({ kind: 'failed', detail: `${documentTypeInfo[refused].label}: ${detail}` });
        return;
      }
      setOutcome({ kind: 'failed', detail });
    } finally {
      setSending(false);
    }
  };

  return {
    /** Sends the checked form; does nothing until the wizard is complete. */
    submit,
    /** Forgets the last attempt's outcome, as a new attempt does. */
    clearOutcome,
    outcome,
    uploads,
    sending,
  };
}
