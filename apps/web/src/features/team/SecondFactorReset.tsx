import type { TeamMember } from '@shata/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/console/ConfirmDialog';
import { DialogButton } from '../../components/console/DialogButton';
import { FreshCodePrompt, needsFreshCode } from '../../components/second-factor/FreshCodePrompt';
import { useText } from '../../lib/i18n/catalogue';
import { useReturningFocus } from '../../lib/use-returning-focus';
import { resetSecondFactor } from './team-api';
import { teamCatalogue } from './team-text';

/**
 * Another operator's second factor removed, after a question; the server may
 * first want a fresh code of the admin's own, asked here and then the reset
 * made at once.
 */
export function SecondFactorReset({
  member,
  onStart,
  onDone,
}: {
  member: TeamMember;
  onStart: () => void;
  onDone: () => void;
}) {
  const text = useText(teamCatalogue);
  const confirming = useReturningFocus();
  const [codeAsked, setCodeAsked] = useState(false);
  const reset = useMutation({ mutationFn: () => resetSecondFactor(member.id), onSuccess: onDone });

  const confirmReset = async () => {
    try {
      return await resetSecondFactor(member.id);
    } catch (error) {
      if (needsFreshCode(error)) {
        confirming.setOpen(false);
        setCodeAsked(true);
      }
      throw error;
    }
  };

  return (
    <>
      <DialogButton dialog={confirming} subject={member.email} onStart={onStart}>
        {text.list.resetSecondFactor}
      </DialogButton>
      {codeAsked && !reset.isSuccess ? <FreshCodePrompt onPassed={() => reset.mutate()} /> : null}
      {confirming.open ? (
        <ConfirmDialog
          title={text.list.resetTitle(member.email)}
          description={text.list.resetText}
          act={text.list.resetConfirm}
          leave={text.list.keep}
          onConfirm={confirmReset}
          onDone={() => {
            onDone();
            confirming.setOpen(false);
          }}
          onClose={() => confirming.setOpen(false)}
        />
      ) : null}
    </>
  );
}
