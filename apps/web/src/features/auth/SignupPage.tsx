import './auth-pages.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, paths, signupSchema } from '@shata/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthCard } from '../../components/auth-card/AuthCard';
import { FeeNote } from '../../components/fee-note/FeeNote';
import { feeNoteCatalogue } from '../../components/fee-note/fee-note-text';
import { FormMessage } from '../../components/form/FormMessage';
import { formCatalogue } from '../../components/form/form-text';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { isApiError } from '../../lib/api-client';
import { signUpWithEmail } from '../../lib/auth/auth-requests';
import { useFinishSignIn } from '../../lib/auth/use-finish-sign-in';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useLoadAtOnce } from '../../lib/i18n/messages/account';
import { authCatalogue } from './auth-catalogue';
import { signupErrorMessage, useAuthMessage } from './auth-errors';
import { PasswordRules } from './PasswordRules';
import { SubmitButton } from './SubmitButton';

export function SignupPage() {
  useLoadAtOnce(authCatalogue, accountMessages, formCatalogue, feeNoteCatalogue);
  const text = useText(authCatalogue);
  const { signup } = useText(accountMessages);
  const say = useAuthMessage();
  const finishSignIn = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // The server's word on whether a password is a common one, kept for that password only.
  const [commonVerdict, setCommonVerdict] = useState<{ password: string; common: boolean }>();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signUpWithEmail({ email, password, callbackURL: paths.verifyEmail });
    } catch (error) {
      const verdict = serverCommonVerdict(error);
      if (verdict !== undefined) setCommonVerdict({ password, common: verdict });
      setFailure(signupErrorMessage(error));
      return;
    }
    setCommonVerdict({ password, common: false });
    try {
      // Signed in but not verified yet: this goes on to /verify-email.
      await finishSignIn();
    } catch {
      setFailure(messages.signup.failed);
    }
  });

  const password = watch('password');

  return (
    <AuthCard
      title={text.signup.title}
      intro={<p>{text.signup.intro}</p>}
      footer={
        <>
          <span>{text.signup.haveAccount}</span>
          <Link to={paths.login}>{signup.loginLink}</Link>
        </>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        {failure ? <FormMessage tone="error">{say(failure)}</FormMessage> : null}
        <TextField
          label={text.fields.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message && say(errors.email.message)}
          {...register('email')}
        />
        <PasswordField
          label={text.fields.password}
          autoComplete="new-password"
          required
          error={errors.password?.message && say(errors.password.message)}
          hint={
            <PasswordRules
              password={password}
              serverFoundCommon={
                commonVerdict?.password === password ? commonVerdict.common : undefined
              }
            />
          }
          {...register('password')}
        />
        <PasswordField
          label={text.fields.confirmPassword}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message && say(errors.confirmPassword.message)}
          {...register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting} label={signup.submit} busyLabel={signup.submitting} />
      </form>
      <FeeNote headingLevel={2} />
    </AuthCard>
  );
}

/**
 * What a refused sign-up says of the common-password rule: common, not
 * common (the server checks it before the account's existence), or nothing.
 */
function serverCommonVerdict(error: unknown): boolean | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 'password_too_common') return true;
  if (
    error.code === 'user_already_exists' ||
    error.code === 'user_already_exists_use_another_email'
  ) {
    return false;
  }
  return undefined;
}
