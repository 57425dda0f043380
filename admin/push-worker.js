// The editor's push worker (scope /admin/), registered by the Requests view's Notify me on this
// device (requests.js). It shows the notification the site's Worker pushes for each stored request
// (worker/push.ts: { title, body, url, tag }, decrypted by the browser) and, when it is tapped,
// opens the Requests view on that request: in the editor's open window if there is one.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data?.json() ?? {};
  } catch {
    message = {};
  }
  const title = typeof message.title === "string" ? message.title : "New request";
  const url = typeof message.url === "string" && message.url.startsWith("/admin/") ? message.url : "/admin/";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === "string" ? message.body : "",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      icon: "/apple-touch-icon.png",
      data: { url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/admin/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const editor = windows.find((client) => new URL(client.url).pathname.startsWith("/admin"));
      if (editor) {
        await editor.focus();
        if ("navigate" in editor) return editor.navigate(url).catch(() => self.clients.openWindow(url));
      }
      return self.clients.openWindow(url);
    })(),
  );
});
