import { backupCommand, runCli } from './commands';

// npm run backup -- FOLDER (see commands.ts and README).
runCli('backup', backupCommand);
