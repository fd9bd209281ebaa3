import { takeEarlyDataSet } from './lib/data/early-export.ts';
import { readDataSet } from './lib/data/read-data.ts';
import { withFrenchSpacing } from './lib/data/french-spacing.ts';

/** Folder of the CRM export the build reads: DATA_DIR, default data/. */
export const dataDir = process.env.DATA_DIR ?? 'data';

/**
 * The validated export, read once per build; a bad record stops the build with file, record and
 * field path. A build has started reading it already (`src/integrations/early-export.ts`). French
 * listing and project texts get their no-break spaces here (`withFrenchSpacing`).
 */
export const dataSet = withFrenchSpacing(await (takeEarlyDataSet(dataDir) ?? readDataSet(dataDir)));
