import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../../lib/context';
import { statusForCode } from '../error-codes';

const CODES = new Set(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);

/**
 * Apollo Server answers an unknown persisted query with HTTP 200; the platform answers every
 * request error with the status its code has (gateway/error-codes.ts), 400 here. APQ clients read the code
 * in the body either way and send the document's text.
 */
export const persistedQueryStatus: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const code = response.body.singleResult.errors
          ?.map((error) => error.extensions?.code)
          .find((c) => CODES.has(String(c)));
        if (code) response.http.status = statusForCode(String(code));
      },
    };
  },
};
