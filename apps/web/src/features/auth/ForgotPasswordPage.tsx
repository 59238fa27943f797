import './auth-pages.css';
import { paths, recoveryPaths, signupSchema } from '@shata/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthCard } from '../../components/auth-card/AuthCard';
import { FormMessage } from '../../components/form/FormMessage';
import { TextField } from '../../components/form/TextField';
import { requestPasswordReset } from '../../lib/auth/auth-requests';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useLoadAtOnce } from '../../lib/i18n/messages/account';
import { authCatalogue } from './auth-catalogue';
import { isTooManyRequests, useAuthMessage } from './auth-errors';
import { bySchema } from './field-rules';
import { SubmitButton } from './SubmitButton';

/**
 * Asks for a reset link. The answer is the same whether or not the address
 * has an account, and whatever the server says, so the page tells no one
 * which addresses are registered; only "too many requests" is passed on.
 */
export function ForgotPasswordPage() {
  useLoadAtOnce(authCatalogue, accountMessages);
  const words = useText(authCatalogue);
  const text = words.forgotPassword;
  const say = useAuthMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset({ email: email.trim(), redirectTo: recoveryPaths.resetPassword });
    } catch (error) {
      if (isTooManyRequests(error) && error instanceof Error) {
        setFailure(error.message);
        return;
      }
    }
    setSent(true);
  });

  return (
    <AuthCard
      title={text.title}
      intro={sent ? undefined : <p>{text.intro}</p>}
      footer={<Link to={paths.login}>{text.backToLogin}</Link>}
    >
      {sent ? (
        <FormMessage tone="success">
          <p>{text.sent}</p>
        </FormMessage>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          {failure ? <FormMessage tone="error">{say(failure)}</FormMessage> : null}
          <TextField
            label={words.fields.email}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message && say(errors.email.message)}
            {...register('email', { validate: bySchema(signupSchema.shape.email) })}
          />
          <SubmitButton busy={isSubmitting} label={text.submit} busyLabel={text.submitting} />
        </form>
      )}
    </AuthCard>
  );
}
