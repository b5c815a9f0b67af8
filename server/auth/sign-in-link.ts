import { randomBytes } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/** A mailed sign-in link is good for 15 minutes, once. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;

const identifierOf = (token: string) => `sign-in-link:${token}`;

/** Its verification row, under a hashed identifier like every one (`verification.storeIdentifier`); the token to mail. */
export async function createSignInLinkToken(
  adapter: { createVerificationValue: (data: { identifier: string; value: string; expiresAt: Date }) => Promise<unknown> },
  userId: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await adapter.createVerificationValue({ identifier: identifierOf(token), value: userId, expiresAt: new Date(Date.now() + SIGN_IN_LINK_SECONDS * 1000) });
  return token;
}

/**
 * docs/permissions.md §9: the link mailed to the owner of an account under guard. better-auth's own
 * magic-link plugin does not fit: on an account whose e-mail was never verified (all of ours, none
 * is verified by mail) it deletes the password and every session before signing in. This endpoint
 * spends the token (one atomic consume) and opens a session the way better-auth does, with its
 * cookie. It is reached only through `auth.api` (better-auth's handler is not mounted).
 */
export const signInLinkPlugin = () =>
  ({
    id: 'wasit-sign-in-link',
    endpoints: {
      signInWithLink: createAuthEndpoint('/sign-in-link/verify', { method: 'POST', body: z.object({ token: z.string() }) }, async (ctx) => {
        const consumed = await ctx.context.internalAdapter.consumeVerificationValue(identifierOf(ctx.body.token));
        const user = consumed ? await ctx.context.internalAdapter.findUserById(consumed.value) : null;
        if (!user) throw APIError.from('UNAUTHORIZED', { code: 'INVALID_SIGN_IN_LINK', message: 'The sign-in link is invalid or spent' });
        const session = await ctx.context.internalAdapter.createSession(user.id);
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ token: session.token, userId: user.id });
      }),
    },
  }) satisfies BetterAuthPlugin;
