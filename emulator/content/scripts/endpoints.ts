import { type FastifyInstance } from 'fastify';
import { type ServiceContext } from '../../core';
import { modify, read, notFound, one, accountOf, parseInput } from '../../http';
import { uuidParam } from '../path-uuid';
import {
  CHECKOUT_VISIBILITIES,
  mayHandleCheckoutScripts,
  requireCheckoutScope,
} from './checkout-scope';
import { createScriptBody, listScriptsQuery, updateScriptBody } from './inputs';
import { checkChannelRoom, checkClientRoom } from './limits';
import {
  type StoredScript,
  deleteScript,
  findScript,
  insertScript,
  listScripts,
  scriptJson,
  updateScript,
} from './repository';
import { resolveScript } from './resolve';

type ScriptParams = { Params: { uuid: string } };

/*
 * The route rules ask for the Content scope; the Checkout Content scope depends on the
 * script's visibility, so the handlers check it once they know the script.
 */
export function registerScriptEndpoints(app: FastifyInstance, ctx: ServiceContext): void {
  const requireScript = (uuidText: string): StoredScript => {
    const uuid = uuidParam(uuidText, 'script');
    const script = findScript(ctx, uuid);
    if (!script) throw notFound(`Script ${uuid}`);
    return script;
  };

  app.post('/v3/content/scripts', { config: { access: modify('content') } }, (request) => {
    const account = accountOf(request);
    const settings = resolveScript(parseInput(createScriptBody, request.body, 'The script'));
    requireCheckoutScope(account, 'modify', settings.visibility);
    checkChannelRoom(ctx, settings, true);
    checkClientRoom(ctx, account.clientId);
    return one(scriptJson(insertScript(ctx, settings, account.clientId)));
  });

  // Without Checkout Content the checkout scripts are left out rather than refused, so an
  // account with only the Content scope can still list the scripts it may handle.
  app.get('/v3/content/scripts', { config: { access: read('content') } }, (request) => {
    const account = accountOf(request);
    const hidden = mayHandleCheckoutScripts(account, 'read') ? [] : CHECKOUT_VISIBILITIES;
    return listScripts(
      ctx,
      account.clientId,
      hidden,
      parseInput(listScriptsQuery, request.query, 'Query'),
    );
  });

  app.get<ScriptParams>(
    '/v3/content/scripts/:uuid',
    { config: { access: read('content') } },
    (request) => {
      const script = requireScript(request.params.uuid);
      requireCheckoutScope(accountOf(request), 'read', script.visibility);
      return one(scriptJson(script));
    },
  );

  app.put<ScriptParams>(
    '/v3/content/scripts/:uuid',
    { config: { access: modify('content') } },
    (request) => {
      const account = accountOf(request);
      const script = requireScript(request.params.uuid);
      // Both ends count: moving a script onto checkout and taking one off it change checkout.
      requireCheckoutScope(account, 'modify', script.visibility);
      const settings = resolveScript(
        parseInput(updateScriptBody, request.body, 'The script'),
        script,
      );
      requireCheckoutScope(account, 'modify', settings.visibility);
      checkChannelRoom(ctx, settings, settings.channel_id !== script.channel_id);
      return one(scriptJson(updateScript(ctx, script.uuid, settings)));
    },
  );

  app.delete<ScriptParams>(
    '/v3/content/scripts/:uuid',
    { config: { access: modify('content') } },
    (request, reply) => {
      const script = requireScript(request.params.uuid);
      requireCheckoutScope(accountOf(request), 'modify', script.visibility);
      deleteScript(ctx, script.uuid);
      return reply.code(204).send();
    },
  );
}
