import net from 'node:net';

/**
 * A TCP relay on loopback in front of a real server (PostgreSQL in tests) that can be cut and
 * restored, to play a database outage without stopping the shared database.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    /** Drops every connection and refuses new ones (connection refused). */
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    /** Listens again on the same port. */
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server?.listening) await new Promise((resolve) => server?.close(resolve));
    },
  };
}
