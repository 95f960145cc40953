import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * Back from the gateway's 3-D Secure page (?auth_id=…&result=…): the query is dropped from the
 * address first, so a reload does not ask again, then the server asks the gateway how it ended.
 */
export function useChallengeReturn(stepPath: string, finishChallenge: () => Promise<void>) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const authId = params.get('auth_id');
  const handled = useRef(false);
  useEffect(() => {
    if (!authId || handled.current) return;
    handled.current = true;
    void navigate(stepPath, { replace: true });
    void finishChallenge();
  }, [authId, navigate, finishChallenge, stepPath]);
}
