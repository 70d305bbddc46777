/** The operators' area: health and readiness probes, Prometheus metrics, and backups of the data folder. */
export {
  BACKUP_MANIFEST,
  BACKUP_MSG,
  BackupError,
  type BackupManifest,
  backupDataFolder,
  OPERATOR_FILE,
  restoreDataFolder,
} from './backup';
export { metricsAddress, operationsRoutes } from './routes';
