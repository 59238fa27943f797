import './auth-pages.css';
import { messages, paths, recoveryPaths, signupSchema } from '@shata/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card/AuthCard';
import { FormMessage } from '../../components/form/FormMessage';
import { formCatalogue } from '../../components/form/form-text';
import { PasswordField } from '../../components/form/PasswordField';
import { resetPassword } from '../../lib/auth/auth-requests';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useLoadAtOnce } from '../../lib/i18n/messages/account';
import { authCatalogue } from './auth-catalogue';
import { isInvalidResetToken, resetPasswordErrorMessage, useAuthMessage } from './auth-errors';
import { bySchema } from './field-rules';
import { SubmitButton } from './SubmitButton';

type Outcome = 'form' | 'done' | 'invalid-link';

/**
 * Sets a new password from the mailed link (/reset-password?token=…). The
 * server sends a link it cannot honour here too, as ?error=INVALID_TOKEN.
 */
export function ResetPasswordPage() {
  useLoadAtOnce(authCatalogue, accountMessages, formCatalogue);
  const words = useText(authCatalogue);
  const text = words.resetPassword;
  const say = useAuthMessage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const linkUsable = token !== '' && !searchParams.has('error');
  const [outcome, setOutcome] = useState<Outcome>(linkUsable ? 'form' : 'invalid-link');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ newPassword: password, token });
      setOutcome('done');
    } catch (error) {
      if (isInvalidResetToken(error)) setOutcome('invalid-link');
      else setFailure(resetPasswordErrorMessage(error));
    }
  });

  return (
    <AuthCard
      title={text.title}
      intro={outcome === 'form' ? <p>{text.intro}</p> : undefined}
      footer={<Link to={paths.login}>{words.forgotPassword.backToLogin}</Link>}
    >
      {outcome === 'done' ? (
        <div className="auth-outcome">
          <FormMessage tone="success">
            <p>{text.success}</p>
          </FormMessage>
          <Link className="button button--primary button--block" to={paths.login}>
            {text.goToLogin}
          </Link>
        </div>
      ) : outcome === 'invalid-link' ? (
        <div className="auth-outcome">
          <FormMessage tone="error">
            <p>{text.invalidLink}</p>
          </FormMessage>
          <Link className="button button--primary button--block" to={recoveryPaths.forgotPassword}>
            {text.requestNewLink}
          </Link>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          {failure ? <FormMessage tone="error">{say(failure)}</FormMessage> : null}
          <PasswordField
            label={words.fields.newPassword}
            autoComplete="new-password"
            required
            error={errors.password?.message && say(errors.password.message)}
            {...register('password', {
              validate: bySchema(signupSchema.shape.password),
              deps: ['confirmPassword'],
            })}
          />
          <PasswordField
            label={words.fields.confirmNewPassword}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message && say(errors.confirmPassword.message)}
            {...register('confirmPassword', {
              validate: {
                present: bySchema(signupSchema.shape.confirmPassword),
                matches: (value, form) =>
                  value === form.password || messages.signup.passwordMismatch,
              },
            })}
          />
          <SubmitButton busy={isSubmitting} label={text.submit} busyLabel={text.submitting} />
        </form>
      )}
    </AuthCard>
  );
}
