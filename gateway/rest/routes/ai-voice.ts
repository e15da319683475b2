import type { RestRoute } from '../route';
import { INFERENCE, PAID, aiRoute } from './ai-common';

const { mutation } = aiRoute;

/** Voice orchestration through the studio service (subgraphs/ai/voice/). */
export const aiVoiceRoutes: RestRoute[] = [
  mutation(
    '/voice/orchestrate',
    'Transcribe a recording with the studio service, answer it, and optionally speak the answer (20 credits more)',
    'voiceOrchestrate',
    INFERENCE,
    '$input: VoiceOrchestrateInput!',
    PAID,
  ),
];
