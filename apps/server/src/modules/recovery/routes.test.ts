import formBody from '@fastify/formbody';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from '../../platform/background';
import { parseFormBody } from '../../platform/http/form-body';
import { recoveryRoutes } from './routes';
import type { RecoveryService } from './service';

// Hardening 7: the answer to step 1 must not wait for the lookup of the address, or a registered
// address (sent a code) answers slower than an unknown one and the timing tells who plays here.
describe('POST /user/forgot-password', () => {
  it('answers before the address is looked up, and the lookup still runs', async () => {
    let release: () => void = () => undefined;
    const asked: string[] = [];
    let finished = false;
    const recovery: RecoveryService = {
      async requestCode(target) {
        asked.push(target.channel === 'email' ? target.email : target.mobile);
        // The work does not end until the test says so: an answer waiting for it never comes.
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished = true;
      },
      reset: () => Promise.reject(new Error('not in this test')),
    };
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(formBody, { parser: parseFormBody });
    const background = createBackgroundWork(app.log);
    await app.register(recoveryRoutes, {
      recovery,
      background,
      auth: { verifyCsrf: async () => true },
      translate: (_locale, key) => key,
    });

    const response = await app.inject({
      method: 'POST',
      url: '/user/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'form_email=player%40example.com&csrf_token=token',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isValid: true });
    expect(finished).toBe(false);

    release();
    await background.settled();
    expect(asked).toEqual(['player@example.com']);
    expect(finished).toBe(true);
    await app.close();
  });
});
