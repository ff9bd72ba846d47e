// A Redis that a test can take away and bring back without touching the real one (others share
// it): a TCP relay on a loopback port of its own, in front of the real server. `freeze()` holds
// every byte both ways, as a hung server or a lost network does (the connection stays open, no
// answer comes); `kill()` drops the connections and refuses new ones, as a stopped server does;
// `revive()` passes bytes again (what was held during a freeze is delivered, in order).
import net from 'node:net';

export type RedisSwitch = {
  /** redis://127.0.0.1:<the relay's port>, with the real server's path (database) and credentials. */
  url: string;
  freeze(): void;
  kill(): Promise<void>;
  revive(): Promise<void>;
  close(): Promise<void>;
};

export async function startRedisSwitch(redisUrl: string): Promise<RedisSwitch> {
  const target = new URL(redisUrl);
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let frozen = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    if (frozen) hold(pair);
  });

  // Paused sockets stop reading: the bytes wait in the kernel's buffers until resumed.
  const hold = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const release = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
    });

  const port = await listen(0);
  const url = new URL(redisUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const pair of pairs) hold(pair);
    },
    kill: stopListening,
    async revive() {
      if (frozen) for (const pair of pairs) release(pair);
      frozen = false;
      if (!server.listening) await listen(port);
    },
    close: stopListening,
  };
}
