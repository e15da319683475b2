import type { ModelConfig } from '../../../lib/ai/model-registry';
import { systemToken } from '../../../test/accounts';
import type { Session, TenantFixture, TestPlatform } from '../../../test/harness';
import type { ModelRegistry } from '../common/models/registry';

/** The fields every test reads of an inference. */
export const INFERENCE = `id mode kind status userId prompt output
  results { provider model status output latencyMs promptTokens completionTokens costUsd error }
  aggregation { method chosenModel agreement } usage { promptTokens completionTokens totalTokens }
  costUsd budgetMaxUsd creditsCharged latencyMs errorCode
  transcript { text language durationSeconds } speech { url format durationSeconds } createdAt`;

export const ORCHESTRATE = `mutation($input: OrchestrateInput!) { orchestrate(input: $input) { ${INFERENCE} } }`;

/** Credits a user's wallet as the payment provider would (role system). */
export async function fund(
  p: TestPlatform,
  tenant: TenantFixture,
  session: Session,
  amount: number,
): Promise<void> {
  const res = await p.rest('POST', '/auth/v1/wallet/top-up', {
    token: systemToken(tenant.tenantId),
    body: { userId: session.userId, amount, reference: `ai tests ${amount}` },
  });
  if (res.status !== 201) throw new Error(`top-up failed: ${JSON.stringify(res.body)}`);
}

export async function balanceOf(p: TestPlatform, session: Session): Promise<number> {
  const res = await p.rest('GET', '/auth/v1/wallet', { token: session.token });
  return res.body.data.balance;
}

/** A model of the loopback server, priced per million tokens. */
export function loopbackModel(
  baseUrl: string,
  id: string,
  extra: Partial<ModelConfig> = {},
): ModelConfig {
  return {
    id,
    kind: 'openai',
    baseUrl,
    inputPricePerMillion: 1,
    outputPricePerMillion: 2,
    timeoutMs: 2_000,
    capabilities: ['chat'],
    ...extra,
  };
}

export function registryOf(chat: ModelConfig[], extra: Partial<ModelRegistry> = {}): ModelRegistry {
  return { chat, zar: chat, judge: null, ...extra };
}
