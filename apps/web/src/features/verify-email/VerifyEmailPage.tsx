import './verify-email.css';
import { paths, timings, verificationLinkOutcome } from '@shata/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card/AuthCard';
import { EmailAddress } from '../../components/email-address/EmailAddress';
import { FormMessage } from '../../components/form/FormMessage';
import { LoadingScreen } from '../../components/loading-screen/LoadingScreen';
import { sendVerificationEmail } from '../../lib/auth/auth-requests';
import {
  myPartnerQueryOptions,
  sessionQueryOptions,
  signOut,
  useSession,
} from '../../lib/auth/session';
import { useText } from '../../lib/i18n/catalogue';
import { accountMessages, useLoadAtOnce } from '../../lib/i18n/messages/account';
import { showNotice } from '../../lib/notice';
import { useCountdown } from '../../lib/use-countdown';
import { useInterval } from '../../lib/use-interval';
import { verifyEmailCatalogue } from './verify-email-catalogue';

type ResendOutcome = 'sent' | 'failed' | null;

/**
 * Waits for the address to be verified (spec section 4): checks the session
 * every `verifyEmailPollMs`, then fetches the partner and goes to their
 * dashboard, which confirms it briefly; the mailed link lands here too. The
 * route is for signed-in users only; it sits under RequireSession, which also
 * sends a user whose session ends to /login.
 */
export function VerifyEmailPage() {
  useLoadAtOnce(verifyEmailCatalogue, accountMessages);
  const text = useText(verifyEmailCatalogue);
  const { verifyEmail } = useText(accountMessages);
  // Read by the effect below, which a switch of language must not start again.
  const verifiedNotice = useRef(text.verified);
  verifiedNotice.current = text.verified;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const verified = session?.user.emailVerified === true;
  const userId = session?.user.id;
  const email = session?.user.email ?? '';
  const [searchParams] = useSearchParams();
  const linkFailed = verificationLinkOutcome(searchParams) === 'failed';

  // After a failed link no mail has just gone out: a new one may be sent at once.
  const countdown = useCountdown(timings.resendCooldownSeconds, linkFailed ? 0 : undefined);
  const [resending, setResending] = useState(false);
  const [resendOutcome, setResendOutcome] = useState<ResendOutcome>(null);

  useInterval(
    () => {
      // A failed check is simply tried again at the next tick.
      queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => {});
    },
    timings.verifyEmailPollMs,
    !verified,
  );

  useEffect(() => {
    if (!verified || !userId) return;
    let cancelled = false;
    queryClient.fetchQuery(myPartnerQueryOptions(userId)).then(
      (partner) => {
        if (cancelled) return;
        const dashboard = paths.dashboard(partner._id);
        showNotice(verifiedNotice.current, { path: dashboard });
        navigate(dashboard, { replace: true });
      },
      async () => {
        // No partner record to go on with: start again from the login screen.
        if (cancelled) return;
        await signOut(queryClient);
        navigate(paths.login, { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [verified, userId, queryClient, navigate]);

  const resend = async () => {
    setResending(true);
    setResendOutcome(null);
    try {
      await sendVerificationEmail({ email, callbackURL: paths.verifyEmail });
      setResendOutcome('sent');
      countdown.restart();
    } catch {
      setResendOutcome('failed');
    } finally {
      setResending(false);
    }
  };

  const logOut = async () => {
    await signOut(queryClient);
    navigate(paths.login, { replace: true });
  };

  if (verified) return <LoadingScreen />;

  const waiting = countdown.remaining > 0;
  return (
    <AuthCard
      title={text.title}
      intro={
        <>
          <p>
            {text.sentTo}{' '}
            <span className="verify-email__address">
              <strong>
                <EmailAddress address={email} />
              </strong>
              {text.sentToEnd}
            </span>
          </p>
          <p>{text.explainLink}</p>
        </>
      }
      footer={
        <>
          <span>{text.wrongAccount}</span>
          <button type="button" className="link-button" onClick={logOut}>
            {text.logOut}
          </button>
        </>
      }
    >
      <div className="verify-email">
        <p className="verify-email__auto">
          <span className="verify-email__pulse" aria-hidden="true" />
          {text.redirectsAutomatically}
        </p>
        {linkFailed && resendOutcome === null ? (
          <FormMessage tone="error">
            <p>{text.linkFailed}</p>
          </FormMessage>
        ) : null}
        {resendOutcome === 'sent' ? (
          <FormMessage tone="success">
            <p>{verifyEmail.resendSuccess}</p>
          </FormMessage>
        ) : null}
        {resendOutcome === 'failed' ? (
          <FormMessage tone="error">
            <p>{verifyEmail.resendFailure}</p>
          </FormMessage>
        ) : null}
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={waiting || resending}
          onClick={resend}
        >
          {resending
            ? text.resending
            : waiting
              ? verifyEmail.resendIn(countdown.remaining)
              : text.resend}
        </button>
        <p className="verify-email__hint">{text.spamHint}</p>
      </div>
    </AuthCard>
  );
}
