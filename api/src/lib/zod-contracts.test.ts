import { getCarEndpoint, getUserCarsEndpoint } from '@carmarket/shared/api-contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { useZodContracts } from './zod-contracts';

/** A bare app with the contract compilers and the app's error answer ({ message }, 500 for the rest). */
function contractApp() {
  const app = Fastify({ logger: false });
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send({ message: error.message });
    return reply.status(500).send({ message: 'Something went wrong' });
  });
  return useZodContracts(app);
}

describe('zod contracts on routes', () => {
  it('an answer that does not match its response schema is a 500, never sent', async () => {
    const app = contractApp();
    const secret = 'private-mobile-9876543210';
    app.get(
      getCarEndpoint.path,
      { schema: { params: getCarEndpoint.params, response: { 200: getCarEndpoint.response } } },
      async (request) => {
        // A handler bug: a half-built car with a field the contract does not know.
        const wrong: unknown = { car: { id: request.params.id, secret } };
        return wrong as never;
      },
    );
    const res = await app.inject({ method: 'GET', url: '/api/v1/cars/abc' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong' });
    expect(res.body).not.toContain(secret);
    await app.close();
  });

  it('an invalid request is a 400 with the contract message, before the handler runs', async () => {
    const app = contractApp();
    let handled = 0;
    app.post(getUserCarsEndpoint.path, { schema: { body: getUserCarsEndpoint.body } }, async () => {
      handled += 1;
      return { status: true, cars: [] };
    });
    for (const payload of [{}, { userId: '  ' }, { userId: 7 }]) {
      const res = await app.inject({ method: 'POST', url: getUserCarsEndpoint.path, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'User ID not found' });
    }
    // No body at all reads as {}.
    const empty = await app.inject({ method: 'POST', url: getUserCarsEndpoint.path });
    expect(empty.json()).toEqual({ message: 'User ID not found' });
    expect(handled).toBe(0);
    await app.close();
  });

  it('extra answer fields outside the contract are dropped', async () => {
    const app = contractApp();
    app.post(
      getUserCarsEndpoint.path,
      { schema: { body: getUserCarsEndpoint.body, response: { 200: getUserCarsEndpoint.response } } },
      async () => {
        const answer = { status: true as const, cars: [], debug: 'internal' };
        return answer;
      },
    );
    const res = await app.inject({ method: 'POST', url: getUserCarsEndpoint.path, payload: { userId: 'u1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, cars: [] });
    await app.close();
  });
});
