import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecordIdParamsSchema } from '../../../shared/admin/common.ts';
import {
  AddPasskeyRequestSchema,
  ConfirmTotpRequestSchema,
  PasskeyOptionsSchema,
  RecoveryCodesSchema,
  SecondFactorChangedSchema,
  secondFactorPaths,
  SecondFactorStatusSchema,
  TotpSetupSchema,
} from '../../../shared/admin/second-factor.ts';
import { ApiErrorSchema } from '../../../shared/api-error.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { actorOf, signedInAdmin } from '../admin-guard.ts';
import { keepSessionChallenge, takeSessionChallenge } from './challenges.ts';
import { addPasskey, passkeyCreationOptions, type PasskeySite, removePasskey } from './passkeys.ts';
import { dropRecoveryCodes, renewRecoveryCodes } from './recovery-codes.ts';
import { keepsAnotherFactor, secondFactorStatus } from './status.ts';
import { otpauthUri, qrCodeSvg } from './totp.ts';
import { confirmTotp, removeTotp, startTotpSetup } from './totp-store.ts';

const conflict = (message: string) => ({ error: 'Conflict', message });
const stillRequired = conflict(
  'The owner requires a second factor: add another (an app or a passkey) before removing this one.',
);

/**
 * A member's own second factors, from their account page: the authenticator app (set up, confirm
 * with a code, turn off), passkeys (add, remove) and recovery codes (a new set). Each change is
 * in the audit log; the route rules ask for a recent check first.
 */
export function secondFactorAccountRoutes(deps: {
  db: Db;
  passkeySite: PasskeySite;
}): FastifyPluginAsyncZod {
  const { db, passkeySite } = deps;
  const statusOf = (adminId: number) => secondFactorStatus(db, passkeySite, adminId);

  return async (app) => {
    app.get(
      secondFactorPaths.account,
      { schema: { response: { 200: SecondFactorStatusSchema } } },
      async (request) => statusOf(signedInAdmin(request).adminId),
    );

    app.post(
      secondFactorPaths.totpSetup,
      { schema: { response: { 200: TotpSetupSchema } } },
      async (request) => {
        const admin = signedInAdmin(request);
        const secret = await startTotpSetup(db, admin.adminId);
        const uri = otpauthUri(secret, siteConfig.brand, admin.email);
        return { secret, otpauthUri: uri, qrSvg: await qrCodeSvg(uri) };
      },
    );

    app.post(
      secondFactorPaths.totp,
      {
        schema: {
          body: ConfirmTotpRequestSchema,
          response: { 200: SecondFactorChangedSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        const first = !admin.secondFactor.enrolled;
        const result = await db.transaction(async (tx) => {
          if (!(await confirmTotp(tx, admin.adminId, request.body.code))) return null;
          await recordAudit(tx, actorOf(request), {
            action: 'second-factor.totp-added',
            targetType: 'admin',
            targetId: admin.adminId,
          });
          return first ? renewRecoveryCodes(tx, admin.adminId) : undefined;
        });
        if (result === null) {
          const message =
            'That code is not right. Check that the app shows this shop and your email, then enter its newest code.';
          return reply
            .code(400)
            .send({ error: 'Bad Request', message, fieldErrors: { code: [message] } });
        }
        return { status: await statusOf(admin.adminId), recoveryCodes: result };
      },
    );

    app.delete(
      secondFactorPaths.totp,
      { schema: { response: { 200: SecondFactorChangedSchema, 409: ApiErrorSchema } } },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        const before = await statusOf(admin.adminId);
        const keeps = keepsAnotherFactor(before, 'totp');
        if (before.required && !keeps) return reply.code(409).send(stillRequired);
        await db.transaction(async (tx) => {
          await removeTotp(tx, admin.adminId);
          if (!keeps) await dropRecoveryCodes(tx, admin.adminId);
          await recordAudit(tx, actorOf(request), {
            action: 'second-factor.totp-removed',
            targetType: 'admin',
            targetId: admin.adminId,
          });
        });
        return { status: await statusOf(admin.adminId) };
      },
    );

    app.post(
      secondFactorPaths.recoveryCodes,
      { schema: { response: { 200: RecoveryCodesSchema, 409: ApiErrorSchema } } },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        if (!admin.secondFactor.enrolled) {
          return reply
            .code(409)
            .send(
              conflict(
                'Set up an authenticator app or a passkey first: recovery codes back one up.',
              ),
            );
        }
        const recoveryCodes = await db.transaction(async (tx) => {
          await recordAudit(tx, actorOf(request), {
            action: 'second-factor.recovery-codes-renewed',
            targetType: 'admin',
            targetId: admin.adminId,
          });
          return renewRecoveryCodes(tx, admin.adminId);
        });
        return { recoveryCodes };
      },
    );

    app.post(
      secondFactorPaths.passkeyOptions,
      { schema: { response: { 200: PasskeyOptionsSchema, 409: ApiErrorSchema } } },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        if (!passkeySite.available) {
          return reply
            .code(409)
            .send(conflict('Passkeys work only when the shop is on its domain name over https.'));
        }
        const options = await passkeyCreationOptions(db, passkeySite, admin);
        await keepSessionChallenge(db, {
          adminId: admin.adminId,
          sessionId: admin.sessionId,
          purpose: 'register',
          challenge: options.challenge,
        });
        return { options };
      },
    );

    app.post(
      secondFactorPaths.passkeys,
      {
        bodyLimit: 64 * 1024,
        schema: {
          body: AddPasskeyRequestSchema,
          response: { 200: SecondFactorChangedSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        const first = !admin.secondFactor.enrolled;
        const challenge = await takeSessionChallenge(db, admin.sessionId, 'register');
        const result = await db.transaction(async (tx) => {
          if (challenge === null) return null;
          const passkey = await addPasskey(tx, passkeySite, admin.adminId, {
            ...request.body,
            challenge,
          });
          if (!passkey) return null;
          await recordAudit(tx, actorOf(request), {
            action: 'second-factor.passkey-added',
            targetType: 'admin',
            targetId: admin.adminId,
            detail: { name: passkey.name },
          });
          return first ? renewRecoveryCodes(tx, admin.adminId) : undefined;
        });
        if (result === null) {
          const message = 'That passkey could not be added. Please try again.';
          return reply
            .code(400)
            .send({ error: 'Bad Request', message, fieldErrors: { response: [message] } });
        }
        return { status: await statusOf(admin.adminId), recoveryCodes: result };
      },
    );

    app.delete(
      secondFactorPaths.passkey,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: SecondFactorChangedSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        const id = request.params.id;
        const before = await statusOf(admin.adminId);
        if (!before.passkeys.some((passkey) => passkey.id === id)) {
          return reply
            .code(404)
            .send({ error: 'Not Found', message: 'That passkey was already removed.' });
        }
        const keeps = keepsAnotherFactor(before, id);
        if (before.required && !keeps) return reply.code(409).send(stillRequired);
        await db.transaction(async (tx) => {
          await removePasskey(tx, admin.adminId, id);
          if (!keeps) await dropRecoveryCodes(tx, admin.adminId);
          await recordAudit(tx, actorOf(request), {
            action: 'second-factor.passkey-removed',
            targetType: 'admin',
            targetId: admin.adminId,
            detail: { passkeyId: id },
          });
        });
        return { status: await statusOf(admin.adminId) };
      },
    );
  };
}
