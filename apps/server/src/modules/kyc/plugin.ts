import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { annualKycRoutes } from './annual-kyc-routes';
import {
  documentRoutes,
  operatorDocumentRoutes,
  type DocumentRouteOptions,
} from './document-routes';

export type KycPluginOptions = DocumentRouteOptions & { operatorAuth: OperatorAuth };

/**
 * Know your customer (issue "Market flows"): the player's verification documents and their
 * review by the operator, and the German annual KYC review (spec 001 §2, §7, §8). Each group of
 * routes in its own scope, so multipart bodies are read by these routes only.
 */
export const kycPlugin: FastifyPluginAsyncZod<KycPluginOptions> = async (
  app,
  { kyc, auth, translate, redis, operatorAuth },
) => {
  await app.register(documentRoutes, { kyc, auth, translate, redis });
  await app.register(annualKycRoutes, { kyc, auth, translate });
  await app.register(operatorDocumentRoutes, { kyc, auth: operatorAuth });
};
