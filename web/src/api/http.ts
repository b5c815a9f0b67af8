import { ApiError, errorFromAnswer } from './api-error';

export const REQUEST_TIMEOUT_MS = 30_000;

function readJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The fetch under the typed client (./client.ts): same-origin cookies, a 30 s limit over the answer's
 * whole body, and every failure an ApiError: a refusal by its code, no answer as TIMEOUT or NETWORK.
 * What it returns is a success whose body is already read (JSON, `null` when empty or unreadable).
 */
export async function answeringFetch(request: Request, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(request, { signal: controller.signal, credentials: 'same-origin' });
    const body = readJson(await response.text());
    if (!response.ok) throw errorFromAnswer(response.status, body);
    return new Response(JSON.stringify(body), { status: response.status === 204 ? 200 : response.status, headers: { 'content-type': 'application/json' } });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ code: controller.signal.aborted ? 'TIMEOUT' : 'NETWORK', status: 0 });
  } finally {
    clearTimeout(timer);
  }
}
