// Preloaded (node --import) into the servers e2e/servers.ts starts, which it spawns with an IPC
// channel: when the Playwright worker that started them dies without stopping them, the channel
// closes and they exit, instead of holding the worker's ports against the next run.
process.on('disconnect', () => process.exit(0))
