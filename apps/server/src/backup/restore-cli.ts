import { restoreCommand, runCli } from './commands';

// npm run restore -- FOLDER (see commands.ts and README).
runCli('restore', restoreCommand);
