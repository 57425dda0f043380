/**
 * Posts a form to the host's inbox as the browser would without JavaScript (urlencoded, its own
 * action). True when the host took it (2xx); false for any refusal (404: no inbox on this host,
 * 405: a host without forms) or no connection. Its own module so component tests can replace it.
 */
export async function postToInbox(form: HTMLFormElement): Promise<boolean> {
  const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return response.ok;
  } catch {
    return false;
  }
}
