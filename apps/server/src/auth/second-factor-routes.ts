import { isOperator, messages } from '@shata/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import type { Sessions } from './session';

/**
 * Where the signed-in user stands with the second factor: the console asks
 * before anything else, to show the enrolment or the code prompt instead of
 * screens every call of which would be refused.
 */
export async function secondFactorRoutes(
  app: FastifyInstance,
  { sessions }: { sessions: Sessions },
) {
  app.get('/api/session/second-factor', async (request) => {
    const found = await sessions.userOf(request);
    if (!found) throw new HttpError(401, 'sign_in_required', messages.api.signInRequired);
    return {
      enrolled: found.secondFactor.enrolled,
      passed: found.secondFactor.passedAt !== null,
      required: isOperator(found) && sessions.operatorTwoFactor === 'required',
    };
  });
}
