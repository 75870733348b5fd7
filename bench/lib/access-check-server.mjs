// The server process of the access-check benchmark (bench/access-check.mjs): bundles access-check-apps.ts for
// plain Node (lib/typescript-module.mjs), starts the checked and the unchecked app, tells its parent their
// addresses over the IPC channel, times the check itself when asked, and closes both on SIGTERM.
import { importTypeScript } from './typescript-module.mjs';

const { startAccessCheckApps } = await importTypeScript(
  'access-check-apps',
  "export { startAccessCheckApps } from './bench/lib/access-check-apps.ts';",
);
const apps = await startAccessCheckApps();
process.on('SIGTERM', () => {
  apps.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
process.on('message', ({ timeCheck }) => {
  const { userId, hotelId, times } = timeCheck;
  apps.timeCheck(userId, hotelId, times).then(
    (microseconds) => process.send({ microseconds }),
    (error) => process.send({ error: String(error) }),
  );
});
process.send({ checked: apps.checked, unchecked: apps.unchecked });
