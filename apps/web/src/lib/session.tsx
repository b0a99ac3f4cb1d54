import { authApi, LOGIN_HINT_COOKIE, type LoginResult, type ProfileState } from '@meetspace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { callApi, setProfileToken, setUnauthorizedHandler } from './api-client.ts';
import { clearNetworkSearch } from './network-search.ts';

interface Session {
  member: ProfileState | null;
  /** True until the long-term login cookie has been tried once. */
  restoring: boolean;
  login(email: string, password: string): Promise<void>;
  /** Takes over the answer of a call that logs in (set password, pin). */
  loggedIn(answer: LoginResult): Promise<void>;
  logoff(): Promise<void>;
  /**
   * Takes over changes to the logged-in member (e.g. the answer of `PUT /v1/profile`), in this tab's
   * session too, so the header and greetings show them without a new login. Ignored when nobody is
   * logged in or the changes are of another member.
   */
  updateMember(changes: Partial<ProfileState>): void;
}

const SessionContext = createContext<Session | null>(null);
const STORAGE_KEY = 'meetspace.session';

/**
 * `current` with `changes` taken over: only the keys `current` has (so the stored login answer keeps
 * its shape, token and expiry), skipping undefined values; `current` itself when the changes are of
 * another member or change nothing.
 */
export function withMemberChanges<T extends ProfileState>(current: T, changes: Partial<ProfileState>): T {
  if (changes.Id !== undefined && changes.Id !== current.Id) return current;
  const next: Record<string, unknown> = { ...current };
  let changed = false;
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'ProfileToken' || key === 'ExpiresIn' || !(key in current) || value === undefined) continue;
    if (next[key] !== value) changed = true;
    next[key] = value;
  }
  return changed ? (next as T) : current;
}

function savedLogin(): LoginResult | null {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as LoginResult) : null;
  } catch {
    return null;
  }
}

/**
 * The logged-in member. The profile token lives in sessionStorage for this tab; the server's
 * HttpOnly long-term cookie restores a session in a new tab (`POST /v2/login`, the spec's login
 * sync). A 401 on the restore clears everything.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [member, setMember] = useState<ProfileState | null>(null);
  const [restoring, setRestoring] = useState(true);

  const adopt = useCallback((answer: LoginResult | null) => {
    setProfileToken(answer?.ProfileToken ?? null);
    if (answer) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answer));
    else sessionStorage.removeItem(STORAGE_KEY);
    const { ProfileToken: _token, ExpiresIn: _expires, ...profile } = answer ?? ({} as LoginResult);
    setMember(answer ? (profile as ProfileState) : null);
  }, []);

  const updateMember = useCallback((changes: Partial<ProfileState>) => {
    setMember((current) => (current ? withMemberChanges(current, changes) : current));
    const saved = savedLogin();
    if (!saved) return;
    const next = withMemberChanges(saved, changes);
    if (next !== saved) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  }, []);

  // Login sync: when the server answers 401 to the member's token, the member is logged off here too.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      adopt(null);
      queryClient.clear();
      clearNetworkSearch();
    });
    return () => setUnauthorizedHandler(null);
  }, [adopt, queryClient]);

  useEffect(() => {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) {
      adopt(JSON.parse(saved) as LoginResult);
      setRestoring(false);
      return;
    }
    // Without the login hint there is no long-term cookie to exchange: no call that must fail.
    if (!document.cookie.split('; ').some((c) => c.startsWith(`${LOGIN_HINT_COOKIE}=`))) {
      adopt(null);
      setRestoring(false);
      return;
    }
    callApi(authApi.loginSync)
      .then(adopt)
      .catch(() => adopt(null))
      .finally(() => setRestoring(false));
  }, [adopt]);

  const value = useMemo<Session>(
    () => ({
      member,
      restoring,
      async login(email, password) {
        adopt(await callApi(authApi.login, { body: { email, password, channelId: 1 } }));
        await queryClient.invalidateQueries();
      },
      async loggedIn(answer) {
        adopt(answer);
        await queryClient.invalidateQueries();
      },
      async logoff() {
        await callApi(authApi.logoff).catch(() => undefined);
        adopt(null);
        queryClient.clear();
        clearNetworkSearch();
      },
      updateMember,
    }),
    [member, restoring, adopt, queryClient, updateMember],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
