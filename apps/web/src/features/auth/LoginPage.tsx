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
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { SecondFactorCodeForm } from '../../components/second-factor/SecondFactorCodeForm';
import { secondFactorText } from '../../components/second-factor/second-factor-text';
import { signInWithEmail } from '../../lib/auth/auth-requests';
import { readLoginState } from '../../lib/auth/login-state';
import { useFinishSignIn } from '../../lib/auth/use-finish-sign-in';
import { loginErrorMessage } from './auth-errors';
import { authText } from './auth-text';
import { SubmitButton } from './SubmitButton';
import { useLoginForm } from './use-login-form';

export function LoginPage() {
  // Sent here by a signed-out visit to a protected link, or by the inactivity sign-out.
  const { returnTo, signedOutAfterMinutes } = readLoginState(useLocation().state);
  const finishSignIn = useFinishSignIn(returnTo);
  const [failure, setFailure] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const linkOutcome = verificationLinkOutcome(searchParams);
  const place = returnTo === undefined ? null : returnPlace(returnTo);
  const reason = signedOutAfterMinutes
    ? authText.login.signedOutInactive(signedOutAfterMinutes)
    : place && authText.login.returnReason(place);
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
      title={authText.login.title}
      intro={<p>{reason ?? authText.login.intro}</p>}
      footer={
        <>
          <span>{authText.login.newHere}</span>
          <Link to={paths.signup}>{messages.login.signUpLink}</Link>
        </>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        {!failure && linkOutcome === 'verified' ? (
          <FormMessage tone="success">{authText.login.linkVerified}</FormMessage>
        ) : null}
        {!failure && linkOutcome === 'alreadyVerified' ? (
          <FormMessage tone="success">{authText.login.linkAlreadyVerified}</FormMessage>
        ) : null}
        {!failure && linkOutcome === 'failed' ? (
          <FormMessage tone="error">{authText.login.linkFailed}</FormMessage>
        ) : null}
        <TextField
          label={authText.fields.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={authText.fields.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="auth-form__aside">
          <Link to={recoveryPaths.forgotPassword}>{messages.login.forgotPassword}</Link>
        </div>
        <SubmitButton
          busy={isSubmitting}
          label={messages.login.submit}
          busyLabel={messages.login.submitting}
        />
      </form>
    </AuthCard>
  );
}
