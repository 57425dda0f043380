// The runtime's module for sending e-mail (the send_email binding), as @cloudflare/workers-types
// declares it for Workers whose types are global; this project imports those types instead.
declare module "cloudflare:email" {
  export class EmailMessage {
    constructor(from: string, to: string, raw: ReadableStream | string);
    readonly from: string;
    readonly to: string;
  }
}
