import { describeJobQueueContract, silentLog } from './job-queue-contract';
import { InProcessJobQueue } from './in-process-job-queue';

describeJobQueueContract('in-process (embedded database)', async () => {
  const queue = new InProcessJobQueue(silentLog);
  return { queue, close: () => queue.stop() };
});
