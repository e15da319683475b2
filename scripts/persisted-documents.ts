import { writeFileSync } from 'node:fs';
import { buildManifest, MANIFEST_PATH } from '../gateway/persisted/manifest';
import { restRoutes } from '../gateway/rest/routes';

/** The manifest of the project's own documents (gateway/persisted/manifest.ts), pretty-printed for review. */
export function persistedDocumentsJson(): string {
  return `${JSON.stringify(buildManifest(restRoutes), null, 2)}\n`;
}

if (require.main === module) {
  writeFileSync(MANIFEST_PATH, persistedDocumentsJson());
  console.log(`wrote ${MANIFEST_PATH}`);
}
