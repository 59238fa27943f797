import './second-factor.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { secondFactorStateQueryOptions } from '../../lib/auth/second-factor';
import { useText } from '../../lib/i18n/catalogue';
import { SecondFactorEnrolment } from './SecondFactorEnrolment';
import { secondFactorCatalogue } from './second-factor-catalogue';

/**
 * My Account's second factor: whether the account has one, and the way to
 * set one up. Partners are never asked for one (issue 30), but may add it.
 */
export function SecondFactorSection() {
  const text = useText(secondFactorCatalogue);
  const headingId = useId();
  const queryClient = useQueryClient();
  const state = useQuery(secondFactorStateQueryOptions);
  const [enrolling, setEnrolling] = useState(false);
  if (!state.data) return null;

  const enrolled = async () => {
    setEnrolling(false);
    await queryClient.invalidateQueries({ queryKey: secondFactorStateQueryOptions.queryKey });
  };

  return (
    <section className="second-factor-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.accountTitle}</h2>
      {state.data.enrolled ? (
        <p>{text.accountOn}</p>
      ) : enrolling ? (
        <SecondFactorEnrolment onEnrolled={enrolled} />
      ) : (
        <>
          <p>{text.accountOff}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setEnrolling(true)}
          >
            {text.accountSetUp}
          </button>
        </>
      )}
    </section>
  );
}
