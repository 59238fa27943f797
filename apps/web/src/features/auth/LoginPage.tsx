import './auth-pages.css';
import {
  messages,
  paths,
  recoveryPaths,
  returnPlace,
  verificationLinkOutcome,
} from '@shata/domain';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card/AuthCard';
import { FormMessage } from '../../components/form/FormMessage';
import { formCatalogue } from '../../components/form/form-text';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { SecondFactorCodeForm } from '../../components/second-factor/SecondFactorCodeForm';
import { secondFactorCatalogue } from '../../components/second-factor/second-factor-catalogue';
import { signInWithEmail } from '../../lib/auth/auth-requests';
import { readLoginState } from '../../lib/auth/login-state';
import { useFinishSignIn } from '../../lib/auth/use-finish-sign-in';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useLoadAtOnce } from '../../lib/i18n/messages/account';
import { authCatalogue } from './auth-catalogue';
import { loginErrorMessage, useAuthMessage } from './auth-errors';
import { SubmitButton } from './SubmitButton';
import { useLoginForm } from './use-login-form';

export function LoginPage() {
  useLoadAtOnce(authCatalogue, accountMessages, formCatalogue);
  const text = useText(authCatalogue);
  const { login } = useText(accountMessages);
  const secondFactorText = useText(secondFactorCatalogue);
  const say = useAuthMessage();
  // Sent here by a signed-out visit to a protected link, or by the inactivity sign-out.
  const { returnTo, signedOutAfterMinutes } = readLoginState(useLocation().state);
  const finishSignIn = useFinishSignIn(returnTo);
  const [failure, setFailure] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const linkOutcome = verificationLinkOutcome(searchParams);
  const place = returnTo === undefined ? null : returnPlace(returnTo);
  const reason = signedOutAfterMinutes
    ? text.login.signedOutInactive(signedOutAfterMinutes)
    : place && text.login.returnReason(place);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useLoginForm();

  const [secondFactorNext, setSecondFactorNext] = useState(false);

  const finish = async () => {
    try {
      await finishSignIn();
    } catch {
      // The spec's sign-in sync failed (signed out again), or its code could not
      // be fetched (signed in, not yet sent on): Login again tries once more.
      setSecondFactorNext(false);
      setFailure(messages.login.failed);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signInWithEmail(values);
      // An account with a second factor (every operator's) has no session until its code.
      if (answer.secondFactorNext) return setSecondFactorNext(true);
    } catch (error) {
      setFailure(loginErrorMessage(error));
      return;
    }
    await finish();
  });

  if (secondFactorNext) {
    return (
      <AuthCard title={secondFactorText.codeTitle} intro={<p>{secondFactorText.codeIntro}</p>}>
        <SecondFactorCodeForm onPassed={finish} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={text.login.title}
      intro={<p>{reason ?? text.login.intro}</p>}
      footer={
        <>
          <span>{text.login.newHere}</span>
          <Link to={paths.signup}>{login.signUpLink}</Link>
        </>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        {failure ? <FormMessage tone="error">{say(failure)}</FormMessage> : null}
        {!failure && linkOutcome === 'verified' ? (
          <FormMessage tone="success">{text.login.linkVerified}</FormMessage>
        ) : null}
        {!failure && linkOutcome === 'alreadyVerified' ? (
          <FormMessage tone="success">{text.login.linkAlreadyVerified}</FormMessage>
        ) : null}
        {!failure && linkOutcome === 'failed' ? (
          <FormMessage tone="error">{text.login.linkFailed}</FormMessage>
        ) : null}
        <TextField
          label={text.fields.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email && say(errors.email.message)}
          {...register('email')}
        />
        <PasswordField
          label={text.fields.password}
          autoComplete="current-password"
          required
          error={errors.password && say(errors.password.message)}
          {...register('password')}
        />
        <div className="auth-form__aside">
          <Link to={recoveryPaths.forgotPassword}>{login.forgotPassword}</Link>
        </div>
        <SubmitButton busy={isSubmitting} label={login.submit} busyLabel={login.submitting} />
      </form>
    </AuthCard>
  );
}
