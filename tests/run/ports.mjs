// Local ports for the servers the tests start (the hosts' own software, Cloudflare's runtime): one
// nobody listens on, and waiting until a server listens on its own.
import net from "node:net";

/**
 * A TCP port on 127.0.0.1 nothing listens on now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Waits until something listens on the port; `whyNot` explains a timeout (the server's log). Stops
 * early, with the same error, once `gone` says the server has exited.
 * @param {number} port
 * @param {() => string} whyNot
 * @param {number} [attempts] tries, 200 ms apart
 * @param {() => boolean} [gone]
 */
export async function waitForPort(port, whyNot, attempts = 100, gone = () => false) {
  for (let attempt = 0; attempt < attempts && !gone(); attempt++) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.end(() => resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listened on port ${port}:\n${whyNot()}`);
}
