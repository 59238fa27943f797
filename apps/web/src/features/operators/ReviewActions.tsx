import {
  approvalRefusal,
  type CaseAssignee,
  decisionPermission,
  hasStatus,
  isVerificationApproved,
  mayDo,
  type Partner,
  partnerDisplayName,
  type ReviewDecision,
  type ReviewField,
  reviewFieldNames,
  statusCodes,
  videoUrlSchema,
} from '@shata/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { FormMessage } from '../../components/form/FormMessage';
import { TextField } from '../../components/form/TextField';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { type ConsoleMessages, consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { useReturningFocus } from '../../lib/use-returning-focus';
import { ApprovalDialog } from './ApprovalDialog';
import { decisionValue } from './labels';
import { decideReview, recordVideo } from './operator-api';
import { type OperatorText, operatorCatalogue } from './operator-text';
import { RejectForm } from './RejectForm';
import { useReviewChange } from './use-review-change';

/** What became of an action: the server's refusal, or a quiet confirmation. */
export function ActionOutcome({
  mutation,
}: {
  mutation: { error: Error | null; isSuccess: boolean };
}) {
  const text = useText(operatorCatalogue).review;
  const say = useMessageTranslator(consoleMessages);
  if (mutation.error) return <FormMessage tone="error">{say(mutation.error.message)}</FormMessage>;
  if (mutation.isSuccess) return <FormMessage tone="success">{text.saved}</FormMessage>;
  return null;
}

/**
 * The operator's decisions on a partner: the video KYC recording, then each
 * verification. While the partner's checks have open problems, every
 * approval asks for a reason, which the server requires. A case a colleague
 * has (`othersCase`) asks first, naming them: the decisions show once the
 * operator chooses to decide anyway (the server does not refuse them).
 */
export function ReviewActions({
  partner,
  openProblems,
  othersCase,
}: {
  partner: Partner;
  openProblems: number;
  othersCase?: CaseAssignee;
}) {
  const operatorText = useText(operatorCatalogue);
  const text = operatorText.review;
  const [decidingAnyway, setDecidingAnyway] = useState(false);
  const cases = operatorText.cases;
  return (
    <OperatorPanel title={text.title}>
      {openProblems > 0 ? (
        <p className="operator-decisions__problems">{text.openProblems(openProblems)}</p>
      ) : null}
      {othersCase && !decidingAnyway ? (
        <div className="operator-decisions__others-case">
          <p>{cases.othersCase(othersCase.email)}</p>
          <button
            type="button"
            className="button button--secondary operator-button"
            onClick={() => setDecidingAnyway(true)}
          >
            {cases.decideAnyway(othersCase.email)}
          </button>
        </div>
      ) : (
        <div className="operator-decisions">
          <VideoForm partner={partner} />
          {reviewFieldNames.map((field) => (
            <DecisionCard key={field} partner={partner} field={field} openProblems={openProblems} />
          ))}
        </div>
      )}
    </OperatorPanel>
  );
}

/** Records the url of the video KYC the partner made in the partner app. */
function VideoForm({ partner }: { partner: Partner }) {
  const text = useText(operatorCatalogue).review;
  const { review } = useText(consoleMessages);
  const say = useMessageTranslator(consoleMessages);
  const headingId = useId();
  const [videoUrl, setVideoUrl] = useState(partner.videoUrl ?? '');
  const [error, setError] = useState<string>();
  const save = useReviewChange(partner._id, (url: string) => recordVideo(partner._id, url));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = videoUrlSchema.safeParse({ videoUrl });
    if (!parsed.success) {
      setError(say(parsed.error.issues[0]?.message ?? review.videoUrlInvalid));
      return;
    }
    setError(undefined);
    save.mutate(parsed.data.videoUrl);
  };

  return (
    <section className="console-box console-box--tight" aria-labelledby={headingId}>
      <h3 id={headingId} className="console-box__title">
        {review.fieldLabels.videoUrl}
      </h3>
      {partner.videoUrl ? (
        <p className="operator-decision__current">
          <a href={partner.videoUrl} target="_blank" rel="noopener noreferrer">
            {text.video.open}
          </a>
        </p>
      ) : (
        <p className="operator-decision__current">
          {text.current}: <strong>{text.undecided}</strong>
        </p>
      )}
      <form className="form operator-decision__form" noValidate onSubmit={submit}>
        <TextField
          label={text.video.label}
          type="url"
          inputMode="url"
          autoComplete="off"
          value={videoUrl}
          onChange={(event) => setVideoUrl(event.target.value)}
          hint={text.video.hint}
          error={error}
        />
        <div className="operator-decision__actions">
          <button
            type="submit"
            className="button button--primary operator-button"
            disabled={save.isPending}
          >
            {text.video.save}
          </button>
        </div>
      </form>
      <ActionOutcome mutation={save} />
    </section>
  );
}

/**
 * One verification: its value now in words (its code in the tooltip), then
 * Approve and Reject with a reason, or what it waits for while the one before
 * it is not approved. An approved verification has no buttons: approving
 * again would change nothing. A turned-down one keeps only Approve, for when
 * the partner has put it right. Final approval asks first, and so does any
 * approval while there are open problems; it is offered to approvers only.
 * Each decision names the value it replaces, so one taken meanwhile by a
 * colleague is not overruled (the server answers 409 and the page reloads).
 */
function DecisionCard({
  partner,
  field,
  openProblems,
}: {
  partner: Partner;
  field: ReviewField;
  openProblems: number;
}) {
  const operatorText = useText(operatorCatalogue);
  const domain = useText(consoleMessages);
  const say = useMessageTranslator(consoleMessages);
  const text = operatorText.review;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirming = useReturningFocus();
  // The console's guard has the session loaded; until it is known, the server is the judge.
  const { data: session } = useSession();
  const mayDecide = !session || mayDo(session.user, decisionPermission(field));
  const label = domain.review.fieldLabels[field];
  const approved = isVerificationApproved(partner, field);
  const rejected = hasStatus(partner[field], statusCodes.rejected);
  const refusal = approved ? undefined : approvalRefusal(partner, field);
  const waitsFor = refusal && say(refusal);
  const decide = useReviewChange(partner._id, (decision: ReviewDecision) =>
    decideReview(partner._id, field, { ...decision, from: partner[field] ?? null }),
  );
  // The button used is gone once the verification shows its decision: focus moves to its heading then.
  const decidedHere = useRef(false);
  const stored = partner[field];
  const value = decisionValue(field, stored, operatorText, domain);
  useEffect(() => {
    if (stored && decidedHere.current) headingRef.current?.focus();
    decidedHere.current = false;
  }, [stored]);
  const decideHere = (decision: ReviewDecision) => {
    decidedHere.current = true;
    return decide.mutateAsync(decision).catch((error: unknown) => {
      decidedHere.current = false;
      throw error;
    });
  };
  const asksFirst = field === 'status' || openProblems > 0;
  const approve = (reason: string | undefined) =>
    decide.mutateAsync(reason ? { decision: 'approve', reason } : { decision: 'approve' });

  return (
    <section className="console-box console-box--tight" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="console-box__title">
        {label}
      </h3>
      <p className="operator-decision__current">
        {text.current}:{' '}
        <strong title={value.code === undefined ? undefined : text.statusCode(value.code)}>
          {value.text}
        </strong>
      </p>
      {approved ? null : waitsFor ? (
        <p className="operator-decision__waiting">{waitsFor}</p>
      ) : !mayDecide ? (
        <p className="operator-decision__waiting">{text.approversOnly}</p>
      ) : (
        <div className="operator-decision__actions">
          <button
            ref={confirming.toggleRef}
            type="button"
            className="button button--primary operator-button"
            disabled={decide.isPending}
            onClick={() =>
              asksFirst
                ? confirming.setOpen(true)
                : // The refusal shows beside the buttons (ActionOutcome).
                  decideHere({ decision: 'approve' }).catch(() => {})
            }
          >
            {text.approve}
            <span className="visually-hidden"> {label}</span>
          </button>
          {rejected ? null : (
            <RejectForm
              toggleText={text.reject}
              subject={label}
              busy={decide.isPending}
              onReject={(reason) => decideHere({ decision: 'reject', reason })}
            />
          )}
        </div>
      )}
      <ActionOutcome mutation={decide} />
      {confirming.open ? (
        <ApprovalDialog
          {...approvalQuestion(partner, field, openProblems, text, domain)}
          onApprove={approve}
          onClose={() => confirming.setOpen(false)}
          onApproved={() => confirming.setOpen(false, headingRef)}
        />
      ) : null}
    </section>
  );
}

/** What the approval dialog asks: the final approval's question, and a reason while problems are open. */
function approvalQuestion(
  partner: Partner,
  field: ReviewField,
  openProblems: number,
  text: OperatorText['review'],
  domain: ConsoleMessages,
) {
  const label = domain.review.fieldLabels[field];
  const approval = text.approval;
  const reason =
    openProblems > 0 ? { label: approval.reasonFor(label), hint: approval.reasonHint } : undefined;
  if (field === 'status') {
    const final = text.finalApproval;
    const consequence = final.text(partnerDisplayName(partner));
    return {
      title: final.title,
      description: reason ? `${consequence} ${approval.problems(openProblems)}` : consequence,
      confirm: final.confirm,
      reason,
    };
  }
  return {
    title: approval.title(label),
    description: approval.problems(openProblems),
    confirm: approval.confirm(label),
    reason,
  };
}
