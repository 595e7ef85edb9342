import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** The header block as received, one header per line. */
  rawHeaders: string;
  /** The message exactly as it came over SMTP, as a receiver checks its DKIM signature. */
  raw: Buffer;
}

/**
 * A real SMTP server on a loopback port that keeps what it receives: the site's mail code
 * talks to it exactly as to a provider. It can be stopped and started again on the same
 * port, to stand in for a mail outage.
 */
export const sentTo = (address: string) => (email: ReceivedEmail) => email.to.includes(address);

/** The reply with which the sink refuses a recipient at RCPT TO. */
export interface RecipientRefusal {
  code: number;
  message: string;
}

/**
 * "No such address", for good: `550 5.1.1 <address>: user unknown`. (smtp-server adds no
 * enhanced status of its own unless told to, so the message carries it, as real servers do.)
 */
export const userUnknown = (address: string): RecipientRefusal => ({
  code: 550,
  message: `5.1.1 <${address}>: user unknown`,
});

/** "Not now": `450 4.2.1 <address>: mailbox busy, try again later`. */
export const tryLater = (address: string): RecipientRefusal => ({
  code: 450,
  message: `4.2.1 <${address}>: mailbox busy, try again later`,
});

export class SmtpSink {
  readonly received: ReceivedEmail[] = [];
  /** The recipients refused at RCPT TO, once per refusal. */
  readonly refused: string[] = [];
  /**
   * Refuses a recipient when it returns a reply for the address; it may be changed while the
   * sink runs (an address that bounces today is accepted tomorrow).
   */
  refuse: ((address: string) => RecipientRefusal | undefined) | undefined;
  private server: SMTPServer | undefined;
  port = 0;

  constructor({ refuse }: { refuse?: (address: string) => RecipientRefusal | undefined } = {}) {
    this.refuse = refuse;
  }

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // On stop, a client still connected (a pooled connection) is told "421 Server shutting
      // down" after half a second, as a mail server going down would, not after smtp-server's
      // default 30 s.
      closeTimeout: 500,
      onRcptTo: (address, _session, callback) => {
        const refusal = this.refuse?.(address.address);
        if (!refusal) return callback();
        this.refused.push(address.address);
        // smtp-server replies with the error's responseCode and message.
        callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        simpleParser(stream).then(
          (mail) => {
            const to = [mail.to ?? []]
              .flat()
              .flatMap((address) => address.value.map((entry) => entry.address ?? ""));
            this.received.push({
              to,
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              headers: mail.headers,
              rawHeaders: mail.headerLines.map((header) => header.line).join("\n"),
              raw: Buffer.concat(chunks),
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    });
    // A client that dies mid-conversation (a server process killed with SIGKILL) resets its
    // connection: the sink carries on, as a mail server does. Anything else is still thrown.
    server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until at least `count` emails matching `which` arrived; returns those. */
  async waitFor(
    which: (email: ReceivedEmail) => boolean,
    count = 1,
    timeoutMs = 10_000,
  ): Promise<ReceivedEmail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const matching = this.received.filter(which);
      if (matching.length >= count) return matching;
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} matching emails, got ${matching.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
