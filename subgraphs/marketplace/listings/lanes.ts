import type { MarketplaceLane } from './listing-store';

export interface Lane {
  id: MarketplaceLane;
  name: string;
  covers: string;
}

/** The nine lanes (docs/api/marketplace.md, "Paths"), in their documented order. */
export const LANES: readonly Lane[] = [
  { id: 'spotlight', name: 'Spotlight', covers: 'artist booking' },
  { id: 'synapse', name: 'Synapse', covers: 'technical freelancers' },
  { id: 'squad', name: 'Squad', covers: 'temporary staff' },
  { id: 'meridian', name: 'Meridian', covers: 'event planners and agencies' },
  { id: 'portico', name: 'Portico', covers: 'venue, accommodation and transport' },
  { id: 'vendora', name: 'Vendora', covers: 'suppliers' },
  { id: 'poper', name: 'Poper', covers: 'exhibition, stall, stand, popup and booth' },
  { id: 'nexus', name: 'Nexus', covers: 'sponsorship and partnerships' },
  { id: 'cortex', name: 'Cortex', covers: 'AI/LLM marketplace' },
];
