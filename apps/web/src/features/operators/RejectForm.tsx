import { zodResolver } from '@hookform/resolvers/zod';
import { documentRejectionSchema } from '@shata/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ActionButtons } from '../../components/console/ActionButtons';
import { TextAreaField } from '../../components/form/TextField';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { useReturningFocus } from '../../lib/use-returning-focus';
import { operatorCatalogue } from './operator-text';

/**
 * The reason as the server checks it. Turning down a document and a
 * verification (`reviewDecisionSchema`) take the same rule for it.
 */
const resolver = zodResolver(documentRejectionSchema);

interface RejectFormProps {
  /** The toggle's visible words ('Reject', 'Reject document'). */
  toggleText: string;
  /** What is turned down, completing the toggle's and the reason's names ('Video KYC'). */
  subject: string;
  /** A sentence under the reason saying what the rejection does. */
  hint?: string;
  /** Sends the rejection (the reason trimmed); the form closes once it has succeeded. */
  onReject: (reason: string) => Promise<unknown>;
  /** A change of this partner is under way: nothing more is sent meanwhile. */
  busy: boolean;
}

/**
 * Turning something down: a button that opens, in its place, a short form
 * asking why. The reason is required, and checked here with the domain's
 * schema before the server is asked; a refused rejection keeps the form and
 * what was typed.
 */
export function RejectForm({ toggleText, subject, hint, onReject, busy }: RejectFormProps) {
  const { open, setOpen, toggleRef } = useReturningFocus();

  if (!open) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary operator-button"
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {toggleText}
        <span className="visually-hidden"> {subject}</span>
      </button>
    );
  }
  return (
    <ReasonForm
      subject={subject}
      hint={hint}
      onReject={onReject}
      busy={busy}
      onClose={() => setOpen(false)}
    />
  );
}

/** The open form, new each time it opens: nothing typed before is kept. */
function ReasonForm({
  subject,
  hint,
  onReject,
  busy,
  onClose,
}: Omit<RejectFormProps, 'toggleText'> & { onClose: () => void }) {
  const text = useText(operatorCatalogue).review;
  const say = useMessageTranslator(consoleMessages);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { reason: '' },
    // The message changes only when the operator submits, as in the console's other forms.
    reValidateMode: 'onSubmit',
  });
  const error = errors.reason?.message && say(errors.reason.message);

  // Opened by the operator to say why.
  useEffect(() => {
    setFocus('reason');
  }, [setFocus]);

  const submit = handleSubmit(async ({ reason }) => {
    if (busy) return;
    try {
      await onReject(reason);
      onClose();
    } catch {
      // The caller shows the server's answer beside the action; the form stays as it was.
    }
  });

  return (
    <form className="reject-form" noValidate onSubmit={submit}>
      <TextAreaField
        label={text.reasonFor(subject)}
        className="reject-form__reason"
        rows={3}
        required
        hint={hint}
        error={error}
        {...register('reason')}
      />
      <ActionButtons
        className="reject-form__actions"
        busy={busy}
        act={
          <>
            {text.confirmReject}
            <span className="visually-hidden"> {subject}</span>
          </>
        }
        leave={text.cancel}
        onLeave={onClose}
      />
    </form>
  );
}
