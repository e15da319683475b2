import type { Admin } from 'kafkajs';

export interface PartitionLag {
  topic: string;
  partition: number;
  /** The offset the next produced message will get. */
  latest: number;
  /** The group's committed offset; -1 when it has committed nothing yet. */
  committed: number;
  lag: number;
}

/** Consumer lag of a group, computed from the broker's offsets (what monitoring scrapes). */
export async function consumerLag(
  admin: Admin,
  groupId: string,
  topics: string[],
): Promise<PartitionLag[]> {
  if (topics.length === 0) return [];
  await admin.connect();
  const committed = await admin.fetchOffsets({ groupId, topics });
  const lags: PartitionLag[] = [];
  for (const { topic, partitions } of committed) {
    const ends = await admin.fetchTopicOffsets(topic);
    for (const end of ends) {
      const own = Number(partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
      const latest = Number(end.high);
      const start = own >= 0 ? own : Number(end.low);
      lags.push({
        topic,
        partition: end.partition,
        latest,
        committed: own,
        lag: Math.max(0, latest - start),
      });
    }
  }
  return lags.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
}
