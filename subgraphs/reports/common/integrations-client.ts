import { callSubgraph, type CallOrigin, type SubgraphDirectory } from '../../../lib/subgraph/peers';

/** The reports service's client of integrations: whether a webhook endpoint exists in a tenant (role system). */
export class IntegrationsClient {
  constructor(private readonly peers: SubgraphDirectory) {}

  /** True when the tenant has that endpoint; integrations answers 404 for any other (another tenant's included). */
  async endpointExists(endpointId: string, origin: CallOrigin): Promise<boolean> {
    try {
      await callSubgraph(
        this.peers,
        'integrations',
        'query Endpoint($id: ID!) { webhook(id: $id) { id } }',
        { id: endpointId },
        origin,
      );
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'NOT_FOUND') return false;
      throw error;
    }
  }
}
