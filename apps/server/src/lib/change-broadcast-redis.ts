import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChangeBroadcast } from './shared-state-types';

/**
 * Public content changed (decision 0029): each save publishes one message on a Redis channel, and
 * every instance that hears it drops the public pages it keeps. The message holds only the
 * sender's random id (an instance ignores its own: it dropped its pages when it saved).
 *
 * The subscription has a connection of its own (a subscribed connection runs no other command);
 * ioredis reconnects it and subscribes again by itself. Messages sent while it was away are lost,
 * so when it is back the kept pages are dropped once. A failure never reaches the save: it is
 * reported (`onError`), and the other instances' pages then end with their minute, as before.
 */
export async function createRedisChangeBroadcast(
  redis: Redis,
  channel: string,
  events: {
    onError: (error: unknown) => void;
    onLost: () => void;
    onBack: () => void;
  },
): Promise<ChangeBroadcast & { close(): Promise<void> }> {
  const sender = randomBytes(12).toString('hex');
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  // Retries forever, every second at most: a subscription has no request to give up on.
  const subscriber = redis.duplicate({
    lazyConnect: true,
    // Unlike the commands' connection (lib/shared-counters-redis.ts), it queues its subscription
    // while it reconnects, and no request waits on it.
    enableOfflineQueue: true,
    commandTimeout: undefined,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 200, 1000),
  });
  subscriber.on('error', () => {});
  let connected = false;
  let closing = false;
  let publishWhenBack = false;
  subscriber.on('close', () => {
    if (connected && !closing) events.onLost();
    connected = false;
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel && message !== sender) notify();
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  connected = true;
  // After a reconnection ioredis subscribes again before it is ready.
  subscriber.on('ready', () => {
    if (connected) return;
    connected = true;
    events.onBack();
    notify();
  });
  return {
    publish() {
      if (redis.status === 'ready' || closing) {
        redis.publish(channel, sender).catch(events.onError);
        return;
      }
      // The connection has no offline queue (lib/shared-counters-redis.ts): one message is sent
      // when it is back, for every change made meanwhile.
      events.onError(new Error('Redis is not connected'));
      if (publishWhenBack) return;
      publishWhenBack = true;
      redis.once('ready', () => {
        publishWhenBack = false;
        redis.publish(channel, sender).catch(events.onError);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closing = true;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
