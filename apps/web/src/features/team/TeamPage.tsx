import '../../components/console/console.css';
import './team.css';
import {
  mayDo,
  type OperatorRole,
  operatorInvitationSchema,
  operatorPaths,
  operatorRoles,
  type TeamMember,
  type TeamMemberStatus,
} from '@shata/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/console/Badge';
import { ConfirmDialog } from '../../components/console/ConfirmDialog';
import { DialogButton } from '../../components/console/DialogButton';
import { OperatorPanel } from '../../components/console/OperatorPanel';
import { QueryNotReady } from '../../components/console/QueryNotReady';
import { FormMessage } from '../../components/form/FormMessage';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { FreshCodePrompt, needsFreshCode } from '../../components/second-factor/FreshCodePrompt';
import { useSession } from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { consoleMessages } from '../../lib/i18n/messages/console';
import { useMessageTranslator } from '../../lib/i18n/translate-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReturningFocus } from '../../lib/use-returning-focus';
import { SecondFactorReset } from './SecondFactorReset';
import { changeRole, inviteOperator, refreshTeam, setDisabled, teamQueryOptions } from './team-api';
import { type TeamText, teamCatalogue } from './team-text';

const roleOptions = (text: TeamText) =>
  Object.values(operatorRoles).map((role) => ({ value: role, label: text.roles[role] }));

const statusTones: Record<TeamMemberStatus, BadgeTone> = {
  invited: 'warning',
  active: 'success',
  disabled: 'neutral',
};

/**
 * /admin/team: the operators, for admins to invite, give a role, disable and
 * enable. Anyone else is told whose work it is (the server refuses them too).
 */
export function TeamPage() {
  const text = useText(teamCatalogue);
  useDocumentTitle(text.title);
  const headingId = useId();
  const { data: session } = useSession();

  return (
    <section className="operator-page team-page" aria-labelledby={headingId}>
      <Link to={operatorPaths.queue} className="operator-back">
        {text.backToQueue}
      </Link>
      <header>
        <h1 id={headingId} className="operator-page__title">
          {text.title}
        </h1>
        <p className="operator-page__intro">{text.intro}</p>
      </header>
      {!session ? null : mayDo(session.user, 'manageOperators') ? (
        <OperatorPanel title={text.title}>
          <InviteForm />
          <TeamList selfId={session.user.id} />
        </OperatorPanel>
      ) : (
        <p className="operator-page__intro">{text.adminsOnly}</p>
      )}
    </section>
  );
}

/** E-mail and role, checked here as the server checks them; the list is asked again once sent. */
function InviteForm() {
  const text = useText(teamCatalogue);
  const say = useMessageTranslator(consoleMessages);
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>(operatorRoles.reviewer);
  const [error, setError] = useState<string>();
  const invite = useMutation({
    mutationFn: inviteOperator,
    onSuccess: () => {
      setEmail('');
      void refreshTeam(queryClient);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    invite.reset();
    const input = operatorInvitationSchema.safeParse({ email, role });
    const message = input.success ? undefined : input.error.issues[0]?.message;
    setError(message && say(message));
    if (input.success) invite.mutate(input.data);
  };

  return (
    <>
      <form className="console-box" aria-label={text.invite.form} noValidate onSubmit={submit}>
        <h3 className="console-box__title">{text.invite.form}</h3>
        <TextField
          label={text.invite.email}
          type="email"
          autoComplete="off"
          hint={text.invite.emailHint}
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={text.invite.role}
          options={roleOptions(text)}
          value={role}
          onChange={(event) => setRole(event.target.value as OperatorRole)}
        />
        {invite.error && !needsFreshCode(invite.error) ? (
          <FormMessage tone="error">{say(invite.error.message)}</FormMessage>
        ) : null}
        {invite.data ? (
          <FormMessage tone="success">{text.invite.sent(invite.data.email)}</FormMessage>
        ) : null}
        <div className="team-actions">
          <button
            type="submit"
            className="button button--primary operator-button"
            disabled={invite.isPending}
          >
            {invite.isPending ? text.invite.sending : text.invite.send}
          </button>
        </div>
      </form>
      {needsFreshCode(invite.error) && invite.variables ? (
        <FreshCodePrompt onPassed={() => invite.variables && invite.mutate(invite.variables)} />
      ) : null}
    </>
  );
}

function TeamList({ selfId }: { selfId: string }) {
  const text = useText(teamCatalogue);
  const team = useQuery(teamQueryOptions());
  if (team.isPending || team.isLoadingError) return <QueryNotReady query={team} text={text.list} />;
  return (
    <ul className="team-list" aria-label={text.list.label}>
      {team.data.map((member) => (
        <TeamItem key={member.id} member={member} self={member.id === selfId} />
      ))}
    </ul>
  );
}

/** One operator: e-mail, role and status; for another's account, the role to change and Disable or Enable. */
function TeamItem({ member, self }: { member: TeamMember; self: boolean }) {
  const text = useText(teamCatalogue);
  const say = useMessageTranslator(consoleMessages);
  const queryClient = useQueryClient();
  const confirming = useReturningFocus();
  const emailRef = useRef<HTMLHeadingElement>(null);
  const [role, setRole] = useState(member.role);
  const [outcome, setOutcome] = useState<string>();
  const done = (message: string) => {
    setOutcome(message);
    void refreshTeam(queryClient);
  };
  const change = useMutation({
    mutationFn: () => changeRole(member.id, role),
    onSuccess: (changed) => done(text.list.roleChanged(changed.email, text.roles[changed.role])),
  });
  const enable = useMutation({
    mutationFn: () => setDisabled(member.id, false),
    onSuccess: () => done(text.list.enabled(member.email)),
  });
  const error = change.error ?? enable.error;

  return (
    <li className="console-box team-item">
      <div className="team-item__header">
        <h3 ref={emailRef} className="team-item__email" tabIndex={-1}>
          {member.email} {self ? text.list.you : null}
        </h3>
        <Badge tone="neutral">{text.roles[member.role]}</Badge>
        <Badge tone={statusTones[member.status]}>{text.statuses[member.status]}</Badge>
      </div>
      {self ? (
        <p className="team-item__note">{text.list.ownAccount}</p>
      ) : (
        <div className="team-actions">
          <SelectField
            label={`${text.list.role}: ${member.email}`}
            options={roleOptions(text)}
            value={role}
            onChange={(event) => setRole(event.target.value as OperatorRole)}
          />
          <button
            type="button"
            className="button button--secondary operator-button"
            disabled={change.isPending || role === member.role}
            onClick={() => change.mutate()}
          >
            {text.list.changeRole}
            <span className="visually-hidden"> {member.email}</span>
          </button>
          {member.status === 'disabled' ? (
            <button
              type="button"
              className="button button--secondary operator-button"
              disabled={enable.isPending}
              onClick={() => enable.mutate()}
            >
              {text.list.enable}
              <span className="visually-hidden"> {member.email}</span>
            </button>
          ) : (
            <DialogButton
              dialog={confirming}
              subject={member.email}
              onStart={() => setOutcome(undefined)}
            >
              {text.list.disable}
            </DialogButton>
          )}
          {member.secondFactor ? (
            <SecondFactorReset
              member={member}
              onStart={() => setOutcome(undefined)}
              onDone={() => done(text.list.reset(member.email))}
            />
          ) : null}
        </div>
      )}
      {needsFreshCode(change.error) ? (
        <FreshCodePrompt onPassed={() => change.mutate()} />
      ) : error ? (
        <FormMessage tone="error">{say(error.message)}</FormMessage>
      ) : null}
      {outcome ? <FormMessage tone="success">{outcome}</FormMessage> : null}
      {confirming.open ? (
        <ConfirmDialog
          title={text.list.disableTitle(member.email)}
          description={text.list.disableText}
          act={text.list.disableConfirm}
          leave={text.list.keep}
          onConfirm={() => setDisabled(member.id, true)}
          onDone={() => {
            done(text.list.disabled(member.email));
            // Disable turns into Enable: focus stays on the operator.
            confirming.setOpen(false, emailRef);
          }}
          onClose={() => confirming.setOpen(false)}
        />
      ) : null}
    </li>
  );
}
