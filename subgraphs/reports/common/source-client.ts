import type { DatasetContract, ReportPage, ReportPageRequest } from '../../../lib/reports/datasets';
import { callSubgraph, type CallOrigin, type SubgraphDirectory } from '../../../lib/subgraph/peers';

/**
 * The reports service's client of the services that own its datasets (docs/reports.md,
 * "Datasets"): one system-role GraphQL call per page, with the request id and trace of the
 * export it serves. The owning service applies tenant, owner and role.
 */
export class DatasetSourceClient {
  constructor(private readonly peers: SubgraphDirectory) {}

  async page(
    contract: DatasetContract,
    request: ReportPageRequest,
    origin: CallOrigin,
  ): Promise<ReportPage> {
    const query = `query ReportPage($input: ReportPageInput!) { page: ${contract.field}(input: $input) { rowsJson rowCount nextCursor total } }`;
    const data = await callSubgraph<{ page: ReportPage }>(
      this.peers,
      contract.service,
      query,
      { input: request },
      origin,
    );
    return data.page;
  }
}
