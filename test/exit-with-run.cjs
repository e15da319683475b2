// Preloaded (`node -r`) into a platform that test files share (test/shared-platform.ts): such a
// platform outlives the jest worker that started it, but not the test run. When the run's process
// (TEST_RUN_PID) is gone, whatever ended it, the platform stops as on `docker stop`.
const runPid = Number(process.env.TEST_RUN_PID);
if (runPid > 0) {
  setInterval(() => {
    try {
      process.kill(runPid, 0);
    } catch {
      process.kill(process.pid, 'SIGTERM');
    }
  }, 1000).unref();
}
