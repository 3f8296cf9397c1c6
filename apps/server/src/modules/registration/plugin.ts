import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationRoutes, type RegistrationRouteOptions } from './routes';

export type RegistrationPluginOptions = RegistrationRouteOptions;

/** Registration (spec 001): the form for the visitor's country, its checks, and the sign-up. */
export const registrationPlugin: FastifyPluginAsyncZod<RegistrationPluginOptions> = async (
  app,
  options,
) => {
  await app.register(registrationRoutes, options);
};
