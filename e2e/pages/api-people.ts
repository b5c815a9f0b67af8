import { expect, type Page } from '@playwright/test';

let made = 0;

/** A tag no other fresh record of this run shares: the time, a counter and a random part. */
function freshTag(): string {
  made += 1;
  return `${Date.now()}${made % 10}${Math.floor(Math.random() * 100)}`;
}

export type IndividualBody = { name: string; phone: string; email: string; type: string; nni: string; nationality: string; isActive: boolean };

/**
 * A fresh individual made through the API with the browser's own session, so each run owns its
 * records: `<label> <tag>` as the name, and a phone, e-mail and NNI no one else has.
 */
export async function freshIndividual(
  page: Page,
  params: { label: string; type?: 'user' | 'mediator' },
): Promise<{ id: string; name: string; body: IndividualBody }> {
  const tag = freshTag();
  const slug = params.label.toLowerCase().replaceAll(' ', '-');
  const body = {
    name: `${params.label} ${tag}`,
    phone: `+237 6${tag.slice(-8)}`,
    email: `${slug}.${tag}@people.example`,
    type: params.type ?? 'user',
    nni: `CM-${tag}`,
    nationality: 'Cameroon',
    isActive: true,
  };
  const answer = await page.request.post('/api/individuals', { headers: { origin: new URL(page.url()).origin }, data: body });
  expect(answer.status()).toBe(200);
  return { id: ((await answer.json()) as { id: string }).id, name: body.name, body };
}

/** A fresh individual subscribed on 2025-01-15 with this amount in francs, through the API: a known balance to start from. */
export async function freshSubscriber(page: Page, params: { label: string; amount: string; currency?: string }): Promise<{ id: string; name: string }> {
  const person = await freshIndividual(page, { label: params.label });
  const answer = await page.request.post('/api/subscribers', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      individualId: person.id,
      subscriptionDate: '2025-01-15',
      subscriptionAmount: params.amount,
      ...(params.currency ? { currency: params.currency } : {}),
    },
  });
  expect(answer.status()).toBe(200);
  return { id: ((await answer.json()) as { id: string }).id, name: person.name };
}
