// A stand-in for a browser's push service (RFC 8030), on 127.0.0.1, for the site's Worker to push
// to, and a device's own push keys (RFC 8291) made by the test. For each message it takes, it
// checks what a real push service checks (the VAPID JWT's ES256 signature with the key the
// Authorization header names, its audience and expiry, RFC 8292) and decrypts the aes128gcm body
// with the device's private key and auth secret, as the device's browser would.
import { createECDH, hkdfSync, randomBytes, webcrypto, createDecipheriv } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

/** A device's push keys, as PushSubscription.toJSON() gives them, with the private half kept here. */
export function deviceKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    json: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
    /** Decrypts an aes128gcm body (RFC 8188 with RFC 8291's keys) for this device. */
    decrypt(body: Uint8Array): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", secret, auth, info, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero or more 0 bytes of padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("not the last record's delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

export interface PushReceived {
  /** The path of the subscription's endpoint it was sent to. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Uint8Array;
  /** What the VAPID check found: the JWT's claims and the key it was signed with, or why it failed. */
  vapid: { valid: boolean; claims?: { aud: string; exp: number; sub: string }; key?: string; why?: string };
}

/** Checks the Authorization header `vapid t=<jwt>, k=<key>`: the ES256 signature, by that key. */
async function checkVapid(authorization: string | undefined): Promise<PushReceived["vapid"]> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) return { valid: false, why: `no vapid authorization: ${authorization}` };
  const [, jwt, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split(".") as [string, string, string];
  if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256")
    return { valid: false, why: "not ES256" };
  const publicKey = await webcrypto.subtle.importKey(
    "raw",
    fromBase64url(key),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const valid = await webcrypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    publicKey,
    fromBase64url(signature),
    new TextEncoder().encode(`${header}.${claims}`),
  );
  return { valid, claims: JSON.parse(Buffer.from(claims, "base64url").toString()), key };
}

/**
 * The push service: an endpoint's path decides its answer (`/gone/…` 410, `/failing/…` 500, else
 * 201, as a push service answers a message it took).
 */
export async function standInPushService() {
  const received: PushReceived[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const path = request.url ?? "/";
      received.push({
        path,
        headers: request.headers,
        body: new Uint8Array(Buffer.concat(chunks)),
        vapid: await checkVapid(request.headers.authorization),
      });
      response.writeHead(path.startsWith("/gone/") ? 410 : path.startsWith("/failing/") ? 500 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    /** An endpoint of this service for one device; `kind` picks its answer. */
    endpoint: (name: string, kind: "ok" | "gone" | "failing" = "ok") =>
      `${origin}/${kind === "ok" ? "push" : kind}/${name}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
