import type { AuthProvider } from 'ra-core';
import { apiRequest } from '../http';
import { navigateTo } from '../root/browserLocation';
import { currentPath, loginPathFor } from './loginRedirect';
import { endSession, readSession, startSession, type TokenAnswer } from './session';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface Registration extends LoginCredentials {
  name: string;
  email: string;
}

/**
 * Signed out: the root shows the sign-in page at once, with the wanted path. Left to react-admin, the redirect
 * ran as a router transition while the admin app stayed mounted and re-ran its auth checks, pushing the same
 * address some two thousand times before it landed.
 */
const goToSignIn = () => navigateTo(loginPathFor(currentPath()), { replace: true });

/** The rejection react-admin reads: we have navigated already, and no "please sign in" toast on top. */
const signedOut = () => {
  goToSignIn();
  return { redirectTo: false as const, message: false };
};

export const authProvider = {
  /** A failed login clears the token and is logged; the caller shows nothing (docs/product.md#error-catalogue). */
  async login({ username, password }: LoginCredentials) {
    try {
      const { accessToken } = await apiRequest<TokenAnswer>('/auth/login', { method: 'POST', body: { username, password } });
      startSession(accessToken);
    } catch (error) {
      endSession();
      console.error('Sign-in failed', error);
      throw error;
    }
  },

  /** Revokes the token on the server when it is still usable; signs out locally whatever the server says. */
  async logout() {
    if (readSession()) {
      await apiRequest('/auth/logout').catch((error) => console.warn('The server could not revoke the session', error));
    }
    endSession();
    goToSignIn();
    return false as const;
  },

  async checkAuth() {
    if (!readSession()) throw signedOut();
  },

  async checkError(error: { status?: number } | undefined) {
    if (error?.status === 401) {
      endSession();
      throw signedOut();
    }
  },

  async getIdentity() {
    const session = readSession();
    if (!session) throw signedOut();
    return {
      id: session._id,
      fullName: session.name || session.username,
      avatar: session.avatar ?? undefined,
      username: session.username,
      email: session.email,
      phone: session.phone,
      roles: session.roles,
    };
  },

  async getPermissions() {
    const session = readSession();
    return { roles: session?.roles ?? [], permissions: session?.permissions ?? [] };
  },
} satisfies AuthProvider;

/** Registration is not part of react-admin's auth protocol; the register page calls it directly. */
export async function register(registration: Registration): Promise<void> {
  await apiRequest<TokenAnswer>('/auth/register', { method: 'POST', body: registration });
}

/** Whether the server can e-mail reset links (it has an SMTP server); the forgot-password page asks first. */
export async function passwordResetAvailable(): Promise<boolean> {
  return (await apiRequest<{ available: boolean }>('/auth/reset')).available;
}

/** Asks for a reset link; the server answers the same whether an account has this address or not. */
export async function requestPasswordReset(request: { email: string; locale: string }): Promise<void> {
  await apiRequest('/auth/reset', { method: 'POST', body: request });
}

/** Sets a new password with the token of a reset link. */
export async function resetPassword(reset: { token: string; password: string }): Promise<void> {
  await apiRequest('/auth/reset/password', { method: 'POST', body: reset });
}
