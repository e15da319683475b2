import { routeBuilder, type RestRoute } from '../route';
import { MANAGE } from './integrations-common';

const { mutation } = routeBuilder('integrations', '/integrationhub/v1');

/** REST paths of `subgraphs/integrations/events/`: docs/api/integrations.md, Paths. */
export const integrationsEventsRoutes: RestRoute[] = [
  mutation(
    '/events',
    "Publish an event.* or ticket.* event to the tenant's webhooks (role system)",
    'publishEvent',
    'id type tenantId time data',
    '$input: PublishEventInput!',
    { status: 202, ...MANAGE },
  ),
];
