// A small W3C WebDriver client over fetch: only the commands the engine suite uses
// (https://www.w3.org/TR/webdriver2/). It drives WebKitWebDriver; it downloads nothing.

/**
 * An element reference as the driver passed it: one key, the element identifier (the standard's key is
 * element-6066-11e4-a52e-4f735466cecc; WebKitWebDriver 2.50 answers with ...cecf). Passed back
 * unchanged as a script argument; its value names the element in the address of element commands.
 */
export type ElementRef = Record<string, string>;
const idOf = (element: ElementRef) => {
  const key = Object.keys(element).find((name) => name.startsWith("element-6066-11e4-a52e-"));
  if (!key) throw new WebDriverError(`not an element reference: ${JSON.stringify(element)}`);
  return element[key];
};

/** WebDriver's code points for the keys the suite presses. */
export const KEYS: Record<string, string> = {
  Enter: "\uE007",
  Escape: "\uE00C",
  Tab: "\uE004",
  Space: " ",
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
  ArrowUp: "\uE013",
  Shift: "\uE008",
};

export class WebDriverError extends Error {}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** Opens a new session on the driver at base (http://127.0.0.1:port). */
  static async start(base: string, alwaysMatch: Record<string, unknown>): Promise<WebDriverSession> {
    const value: { sessionId: string } = await call(base, "POST", "/session", { capabilities: { alwaysMatch } });
    return new WebDriverSession(base, value.sessionId);
  }

  private send(method: string, path: string, body?: unknown) {
    return call(this.base, method, `/session/${this.id}${path}`, body);
  }

  quit = () => this.send("DELETE", "");
  navigate = (url: string) => this.send("POST", "/url", { url });
  currentUrl = (): Promise<string> => this.send("GET", "/url");
  back = () => this.send("POST", "/back", {});
  setTimeouts = (timeouts: { script?: number; pageLoad?: number; implicit?: number }) =>
    this.send("POST", "/timeouts", timeouts);
  windowRect = (): Promise<{ x: number; y: number; width: number; height: number }> => this.send("GET", "/window/rect");
  setWindowRect = (rect: { width: number; height: number }) => this.send("POST", "/window/rect", rect);
  /** Runs body (a function body: `arguments` holds args, `return` gives the result) in the page. */
  execute = (body: string, args: unknown[] = []) => this.send("POST", "/execute/sync", { script: body, args });
  /** Like execute; the last argument is the callback to call with the result. */
  executeAsync = (body: string, args: unknown[] = []) => this.send("POST", "/execute/async", { script: body, args });
  click = (element: ElementRef) => this.send("POST", `/element/${idOf(element)}/click`, {});
  sendKeys = (element: ElementRef, text: string) => this.send("POST", `/element/${idOf(element)}/value`, { text });
  /** Presses each key (a KEYS name or one character) on whatever has focus, as a keyboard would. */
  pressKeys = async (keys: string[]) => {
    const actions = keys.flatMap((key) => {
      const value = KEYS[key] ?? key;
      return [
        { type: "keyDown", value },
        { type: "keyUp", value },
      ];
    });
    await this.send("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions }] });
    await this.send("DELETE", "/actions");
  };
  /** A press with a modifier held, e.g. Shift+Tab. */
  pressChord = async (modifier: string, key: string) => {
    const [m, k] = [KEYS[modifier] ?? modifier, KEYS[key] ?? key];
    await this.send("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: m },
            { type: "keyDown", value: k },
            { type: "keyUp", value: k },
            { type: "keyUp", value: m },
          ],
        },
      ],
    });
    await this.send("DELETE", "/actions");
  };
  /** A mouse click at a point of the viewport. */
  clickAt = async (x: number, y: number) => {
    await this.send("POST", "/actions", {
      actions: [
        {
          type: "pointer",
          id: "mouse",
          parameters: { pointerType: "mouse" },
          actions: [
            { type: "pointerMove", x: Math.round(x), y: Math.round(y), origin: "viewport" },
            { type: "pointerDown", button: 0 },
            { type: "pointerUp", button: 0 },
          ],
        },
      ],
    });
    await this.send("DELETE", "/actions");
  };
  screenshot = async (): Promise<Buffer> => Buffer.from(await this.send("GET", "/screenshot"), "base64");
}

async function call(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { value?: { error?: string; message?: string } & never };
  if (!response.ok) {
    const { error, message } = (json.value ?? {}) as { error?: string; message?: string };
    throw new WebDriverError(`${method} ${path}: ${error ?? response.status}: ${message ?? ""}`);
  }
  return json.value as never;
}
