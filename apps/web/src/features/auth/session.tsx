import type { ProfileState } from '@meetspace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { apiSend, setProfileToken, setUnauthorizedHandler } from '../../lib/api-client.ts';

export type LoginAnswer = ProfileState & { ProfileToken: string; ExpiresIn: number };

interface Session {
  member: ProfileState | null;
  /** True until the long-term login cookie has been tried once. */
  restoring: boolean;
  login(email: string, password: string): Promise<void>;
  /** Takes over the answer of a call that logs in (set password, pin). */
  loggedIn(answer: LoginAnswer): Promise<void>;
  logoff(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
const STORAGE_KEY = 'meetspace.session';

/**
 * The logged-in member. The profile token lives in sessionStorage for this tab; the server's
 * HttpOnly long-term cookie restores a session in a new tab (`POST /v2/login`, the spec's login
 * sync). A 401 on the restore clears everything.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [member, setMember] = useState<ProfileState | null>(null);
  const [restoring, setRestoring] = useState(true);

  const adopt = useCallback((answer: LoginAnswer | null) => {
    setProfileToken(answer?.ProfileToken ?? null);
    if (answer) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answer));
    else sessionStorage.removeItem(STORAGE_KEY);
    const { ProfileToken: _token, ExpiresIn: _expires, ...profile } = answer ?? ({} as LoginAnswer);
    setMember(answer ? (profile as ProfileState) : null);
  }, []);

  // Login sync: when the server answers 401 to the member's token, the member is logged off here too.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      adopt(null);
      queryClient.clear();
    });
    return () => setUnauthorizedHandler(null);
  }, [adopt, queryClient]);

  useEffect(() => {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) {
      adopt(JSON.parse(saved) as LoginAnswer);
      setRestoring(false);
      return;
    }
    apiSend<LoginAnswer>('POST', '/v2/login')
      .then(adopt)
      .catch(() => adopt(null))
      .finally(() => setRestoring(false));
  }, [adopt]);

  const value = useMemo<Session>(
    () => ({
      member,
      restoring,
      async login(email, password) {
        adopt(await apiSend<LoginAnswer>('POST', '/v1/login', { email, password, channelId: 1 }));
        await queryClient.invalidateQueries();
      },
      async loggedIn(answer) {
        adopt(answer);
        await queryClient.invalidateQueries();
      },
      async logoff() {
        await apiSend('DELETE', '/v1/logoff').catch(() => undefined);
        adopt(null);
        queryClient.clear();
      },
    }),
    [member, restoring, adopt, queryClient],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
